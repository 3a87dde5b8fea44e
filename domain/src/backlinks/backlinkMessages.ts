export const backlinkMessages = {
  fromInvalid: 'Please choose a page of backlinks.',
} as const;
