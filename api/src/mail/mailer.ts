import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';
import { isValidEmail } from '@lorewright/domain/accounts/credentialRules';

// The Mailer port. Adapters: outbox (default, `.eml` files under DATA_DIR/mail) and smtp.
// Both pass mailer.contract.ts.

// Exactly one recipient. Never a string: nodemailer parses a string as an address list, so
// 'victim,relay@example.org' would go to relay@example.org too. An object is taken as it is.
export interface MailAddress {
  address: string;
  // Display name; leave it out unless it is known to be the recipient's.
  name?: string;
}

export interface MailMessage {
  // Idempotency key: the id of the event that caused the mail. Sending one id twice gives one
  // mail where the adapter can prevent a second (outbox), and the same Message-ID everywhere
  // else, so receivers can drop the copy.
  id: string;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  // Files sent along (a support ticket's screenshots).
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  // Shown by mail clients; plain characters only, as the route names them (screenshot-1.png).
  filename: string;
  contentType: string;
  content: Uint8Array;
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

// Characters that could make one address several, or another header, wherever it is read
// again (a list separator, a display name or group, a comment, a quoted string, a line break):
// white space, controls and the RFC 5322 specials other than '@' and '.'. Checked here as well
// as by the domain's e-mail rule, so a change to that rule cannot let them through.
const UNSAFE_IN_ADDRESS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp},;<>()[\]:"\\]/u;
const MAX_ADDRESS_LENGTH = 254;

// Whether an address can be mailed as exactly one recipient. Reactors check it before sending,
// so an event carrying an address stored before these rules is skipped, not retried forever.
export const isDeliverableAddress = (address: unknown): address is string =>
  typeof address === 'string' && address.length <= MAX_ADDRESS_LENGTH && !UNSAFE_IN_ADDRESS.test(address) && isValidEmail(address);

const recipient = (to: MailAddress): { name: string; address: string } => {
  const address = to?.address;
  if (!isDeliverableAddress(address)) throw new Error(`Refused to mail ${JSON.stringify(address)}: not exactly one valid address.`);
  const name = to.name ?? '';
  if (typeof name !== 'string' || /[\p{Cc}\p{Zl}\p{Zp}]/u.test(name)) throw new Error('Refused a recipient name with a line break or control character.');
  return { name, address };
};

// What both adapters hand to nodemailer, so a mail looks the same whichever way it leaves. It
// throws for an id or recipient it cannot send safely: nothing is written or sent then.
export const toMailOptions = (message: MailMessage, mailFrom: string): Mail.Options => {
  const id = message.id;
  if (!MailId.safeParse(id).success) throw new Error(`Invalid mail id ${JSON.stringify(id)}.`);
  return {
    from: mailFrom,
    // A fresh object each time: nodemailer normalizes the one it is given in place.
    to: recipient(message.to),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdFor(id, mailFrom),
    ...(message.attachments?.length ? { attachments: message.attachments.map(attachment) } : {}),
  };
};

// Names and types reach MIME headers: nothing that could end one or start another.
const SAFE_FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const SAFE_CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]{1,100}$/;

const attachment = ({ filename, contentType, content }: MailAttachment): Mail.Attachment => {
  if (!SAFE_FILENAME.test(filename)) throw new Error(`Refused the attachment name ${JSON.stringify(filename)}.`);
  if (!SAFE_CONTENT_TYPE.test(contentType)) throw new Error(`Refused the attachment type ${JSON.stringify(contentType)}.`);
  return { filename, contentType, content: Buffer.from(content), contentDisposition: 'attachment' };
};
