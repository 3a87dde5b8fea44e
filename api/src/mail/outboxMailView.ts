import { z } from 'zod';

// A mail of the outbox as the dev mailbox shows it (outboxReader.ts reads it from its `.eml`
// file; routes/devMailbox answers it).
export const OutboxSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
});
export type OutboxSummary = z.infer<typeof OutboxSummary>;

// The whole mail: its sender, id, and text and HTML bodies.
export const OutboxMail = OutboxSummary.extend({
  from: z.string(),
  messageId: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
