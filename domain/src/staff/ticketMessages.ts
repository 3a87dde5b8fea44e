// Texts of the staff console's support tickets. product.md gives none; these are ours
// (docs/decisions.md, Staff).
export const ticketMessages = {
  ticketNotFound: 'Ticket not found.',
  ticketClosed: 'This ticket is closed.',
  notClosed: 'This ticket is open.',
  answerRequired: 'Write an answer.',
  answerTooLong: 'Please keep the answer under 5,000 characters.',
  answerForbidden: 'Answers cannot contain control characters.',
  chooseStaffMember: 'Choose a staff member.',
  screenshotNotFound: 'Screenshot not found.',
  answerSent: 'Answer sent.',
  ticketAssigned: 'Ticket assigned.',
  ticketUnassigned: 'Ticket unassigned.',
  ticketClosedNow: 'Ticket closed.',
  ticketReopened: 'Ticket reopened.',
} as const;
