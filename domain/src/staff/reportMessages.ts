// Texts of the staff console's content reports. product.md has no texts for them;
// these are ours (docs/decisions.md, Staff).
export const reportMessages = {
  reportNotFound: 'Report not found.',
  reportClosedAlready: 'This report is closed.',
  chooseStaffMember: 'Choose a staff member.',
  contentHidden: 'Content hidden.',
  contentRestored: 'Content restored.',
  notHidden: 'This content is not hidden.',
  reportAssigned: 'Report assigned.',
  reportClosed: 'Report closed.',
  hideReasonRequired: 'Please say why the content is hidden.',
  // What the author sees on their hidden post or reply, and the notification they get.
  hiddenNotice: (reason: string) => `Hidden by staff: ${reason}`,
  noticeHiddenTitle: 'Your content was hidden',
  // Shown to others in place of a hidden reply that still has replies under it.
  hiddenReplyPlaceholder: 'This reply was hidden.',
} as const;
