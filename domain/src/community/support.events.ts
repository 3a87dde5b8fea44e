import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// A support request (product.md §3 Support report), stream `support-{ticketId}`. Kept for the staff
// console and mailed to SUPPORT_EMAIL. Screenshots are stored files (media storage
// keys under support/{ticketId}/), checked as images before anything is stored.
export const SUPPORT_TYPES = ['problem', 'review', 'question'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
// The support page's names of the three types (product.md §4).
export const SUPPORT_TYPE_NAMES: Record<SupportType, string> = {
  problem: 'Report A Problem',
  review: 'Leave A Review',
  question: 'I Have A Question',
};

export const SupportScreenshot = z.object({ key: z.string(), contentType: z.string(), size: z.number().int() });
export type SupportScreenshot = z.infer<typeof SupportScreenshot>;

export const SupportTicketSubmitted = defineEvent({
  type: 'SupportTicketSubmitted',
  version: 1,
  schema: z.object({
    ticketId: z.string(),
    userId: z.string(),
    type: z.enum(SUPPORT_TYPES),
    subject: z.string(),
    content: z.string(),
    screenshots: z.array(SupportScreenshot),
    at: z.string(),
  }),
});

// What staff do with a ticket in the console; who acted is also in the metadata.
// Assigned to a staff member, or to nobody (assigneeId null).
export const TicketAssigned = defineEvent({
  type: 'TicketAssigned',
  version: 1,
  schema: z.object({ ticketId: z.string(), assigneeId: z.string().nullable(), staffId: z.string(), at: z.string() }),
});
// An answer mailed to the ticket's author; its text is kept with the ticket.
export const TicketAnswered = defineEvent({
  type: 'TicketAnswered',
  version: 1,
  schema: z.object({ ticketId: z.string(), answerId: z.string(), staffId: z.string(), message: z.string(), at: z.string() }),
});
export const TicketClosed = defineEvent({
  type: 'TicketClosed',
  version: 1,
  schema: z.object({ ticketId: z.string(), staffId: z.string(), at: z.string() }),
});
export const TicketReopened = defineEvent({
  type: 'TicketReopened',
  version: 1,
  schema: z.object({ ticketId: z.string(), staffId: z.string(), at: z.string() }),
});

export const supportEvents = [SupportTicketSubmitted, TicketAssigned, TicketAnswered, TicketClosed, TicketReopened];
export type SupportSubmittedEvent = EventOf<typeof SupportTicketSubmitted>;
export type TicketStaffEvent = EventOf<typeof TicketAssigned> | EventOf<typeof TicketAnswered> | EventOf<typeof TicketClosed> | EventOf<typeof TicketReopened>;
// Every event of a `support-{ticketId}` stream.
export type SupportEvent = SupportSubmittedEvent | TicketStaffEvent;
