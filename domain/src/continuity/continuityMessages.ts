// What the continuity warnings, their dismissal and their calls say (product.md, "Continuity").

export const CONTINUITY_REASON_MAX = 300;

export const continuityMessages = {
  onlyEditors: "Continuity warnings are for those who may edit the world's elements.",
  warningNotFound: 'This warning was not found in this world.',
  alreadyDismissed: 'This warning is already dismissed.',
  notDismissed: 'This warning is not dismissed.',
  reasonRequired: 'Please say why this warning may be dismissed.',
  reasonTooLong: `A reason may be at most ${CONTINUITY_REASON_MAX} characters.`,
  chooseWarning: 'Please choose a warning.',
  dismissedInvalid: 'dismissed is true or false.',
  dismissed: 'Warning dismissed.',
  restored: 'Warning restored.',
} as const;
