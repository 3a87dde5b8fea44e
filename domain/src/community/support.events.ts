import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// A support request (spec §3 Support report), stream `support-{ticketId}`. Kept for the staff
// console (issue 19) and mailed to SUPPORT_EMAIL. Screenshots are stored files (media storage
// keys under support/{ticketId}/), checked as images before anything is stored.
export const SUPPORT_TYPES = ['problem', 'review', 'question'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
// The support page's names of the three types (spec §4).
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

export const supportEvents = [SupportTicketSubmitted];
export type SupportEvent = EventOf<typeof SupportTicketSubmitted>;
