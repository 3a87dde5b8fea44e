import { z } from 'zod';

// What the dev mailbox answers of the outbox's mails (mail/outboxReader.ts).
const OutboxSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
});

// GET dev/mail: newest first.
export const MailListAnswer = z.object({ mails: z.array(OutboxSummary) });

// GET dev/mail/{id}: one mail, its text and HTML bodies.
export const MailAnswer = OutboxSummary.extend({
  from: z.string(),
  messageId: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
