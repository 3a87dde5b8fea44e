import { z } from 'zod';
import { hasForbiddenDescriptionCharacters, isBlankDisplayText } from '../shared/displayText';
import { ticketMessages as m } from './ticketMessages';

// Params and bodies of the staff console's ticket calls. The assignee body is the
// queues' shared AssignBody (queueFilter.ts).
export const TICKET_ANSWER_MAX = 5_000;

const ticketId = z.string({ error: m.ticketNotFound }).trim().min(1, m.ticketNotFound).max(200, m.ticketNotFound);

// GET|POST staff/tickets/{ticketId}…
export const TicketParams = z.object({ ticketId });
// GET staff/tickets/{ticketId}/screenshots/{index}: counted from 1, as the stored names are.
export const TicketScreenshotParams = z.object({
  ticketId,
  index: z.coerce.number({ error: m.screenshotNotFound }).int(m.screenshotNotFound).min(1, m.screenshotNotFound).max(100, m.screenshotNotFound),
});

// POST staff/tickets/{ticketId}/answer: the same display-text rules as staff reasons, longer.
export const TicketAnswerBody = z.object({
  message: z
    .string({ error: m.answerRequired })
    .transform((raw) => raw.normalize('NFC').trim())
    .refine((value) => !isBlankDisplayText(value), m.answerRequired)
    .refine((value) => !hasForbiddenDescriptionCharacters(value), m.answerForbidden)
    .refine((value) => [...value].length <= TICKET_ANSWER_MAX, m.answerTooLong),
});
export type TicketAnswerBody = z.infer<typeof TicketAnswerBody>;
