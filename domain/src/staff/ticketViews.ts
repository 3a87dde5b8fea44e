import { z } from 'zod';
import { PagePlace } from '../shared/pageView';

// What the staff console shows of support tickets. Owned by the tickets slice.
// Names are the people's current ones, looked up when the answer is made (never stored with
// the ticket).

export const StaffPersonRef = z.object({
  _id: z.string(),
  name: z.string(),
});
export type StaffPersonRef = z.infer<typeof StaffPersonRef>;

// A ticket in a queue and on a person's page.
export const StaffTicketListItem = z.object({
  ticketId: z.string(),
  userId: z.string(),
  userName: z.string(),
  type: z.string(),
  subject: z.string(),
  status: z.enum(['open', 'closed']),
  assignee: StaffPersonRef.nullable(),
  submittedAt: z.string(),
  lastActivityAt: z.string(),
});
export type StaffTicketListItem = z.infer<typeof StaffTicketListItem>;

// A screenshot is served by GET staff/tickets/{ticketId}/screenshots/{index} (from 1).
export const StaffTicketScreenshot = z.object({
  index: z.number(),
  contentType: z.string(),
  size: z.number(),
});
export type StaffTicketScreenshot = z.infer<typeof StaffTicketScreenshot>;

export const StaffTicketAnswer = z.object({
  answerId: z.string(),
  staff: StaffPersonRef,
  message: z.string(),
  at: z.string(),
});
export type StaffTicketAnswer = z.infer<typeof StaffTicketAnswer>;

// Who assigned (to whom), closed or reopened the ticket, and when; oldest first.
export const StaffTicketHistoryEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('assigned'), staff: StaffPersonRef, assignee: StaffPersonRef.nullable(), at: z.string() }),
  z.object({ kind: z.enum(['closed', 'reopened']), staff: StaffPersonRef, at: z.string() }),
]);
export type StaffTicketHistoryEntry = z.infer<typeof StaffTicketHistoryEntry>;

// GET staff/tickets/{ticketId}, and the `ticket` of every action's answer.
export const StaffTicketDetail = StaffTicketListItem.extend({
  content: z.string(),
  screenshots: z.array(StaffTicketScreenshot),
  answers: z.array(StaffTicketAnswer),
  history: z.array(StaffTicketHistoryEntry),
});
export type StaffTicketDetail = z.infer<typeof StaffTicketDetail>;

// GET staff/tickets?filter=&page=
export const StaffTicketPage = PagePlace.extend({ tickets: z.array(StaffTicketListItem) });
export type StaffTicketPage = z.infer<typeof StaffTicketPage>;

// POST staff/tickets/{ticketId}/assign | answer | close | reopen
export const StaffTicketActionAnswer = z.object({
  message: z.string(),
  ticket: StaffTicketDetail,
});
export type StaffTicketActionAnswer = z.infer<typeof StaffTicketActionAnswer>;
