import { z } from 'zod';
import { OutboxMail, OutboxSummary } from '../../mail/outboxMailView';

// GET dev/mail: newest first.
export const MailListAnswer = z.object({ mails: z.array(OutboxSummary) });

// GET dev/mail/{id}: one mail, its text and HTML bodies.
export const MailAnswer = OutboxMail;
