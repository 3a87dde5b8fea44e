import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';

// The Mailer port. Adapters: outbox (default, `.eml` files under DATA_DIR/mail) and smtp.
// Both pass mailer.contract.ts.

export interface MailMessage {
  // Idempotency key: the id of the event that caused the mail. Sending one id twice gives one
  // mail where the adapter can prevent a second (outbox), and the same Message-ID everywhere
  // else, so receivers can drop the copy.
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Lorewright <no-reply@lorewright.local>';

// Ids become file names and Message-IDs, so only characters safe in both: no dots, slashes or
// angle brackets (no path traversal, no header injection). Event ids are UUIDs. At most 100
// characters, Fastify's longest route parameter, so the dev mailbox can open every mail.
export const MailId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Invalid mail id.');

// `<id@domain of the sender>`: the same for every attempt of one mail, unique across mails.
export const messageIdFor = (id: string, mailFrom: string): string => {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'lorewright.local';
  return `<${id}@${domain}>`;
};

// What both adapters hand to nodemailer, so a mail looks the same whichever way it leaves.
export const toMailOptions = (message: MailMessage, mailFrom: string): Mail.Options => {
  const id = message.id;
  if (!MailId.safeParse(id).success) throw new Error(`Invalid mail id ${JSON.stringify(id)}.`);
  return {
    from: mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdFor(id, mailFrom),
  };
};
