import { simpleParser, type AddressObject } from 'mailparser';

// Reads back the mails nodemailer composes (the outbox files the dev mailbox shows, and what the
// SMTP specs' server receives) with mailparser, the parser of nodemailer's own authors: encoded
// headers, nested multiparts, every transfer encoding and charset, attachments.

export interface ParsedMail {
  messageId: string | null;
  from: string;
  to: string;
  subject: string;
  // ISO-8601, or null when the Date header is missing or unreadable.
  date: string | null;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

// As a person reads them: `Name <address>` (mailparser's own text quotes every name).
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []]
    .flat()
    .flatMap((field) => field.value)
    .map(({ name, address }) => (name ? `${name} <${address ?? ''}>` : (address ?? '')))
    .join(', ');

export const readMail = async (raw: Buffer | string): Promise<ParsedMail> => {
  // Only what the mail holds: no HTML made from a text-only mail, no links found in its text.
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null;
  return {
    messageId: mail.messageId ?? null,
    from: addresses(mail.from),
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    date,
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename: filename ?? '', contentType, content })),
  };
};
