import path from 'node:path';
import { isErasedEmail } from '@lorewright/domain/events/personalData';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { createSmtpMailer } from './smtpMailer';

export interface MailerConfig {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export interface ChosenMailer {
  mailer: Mailer;
  // The outbox folder when the outbox adapter is in use (the dev mailbox reads it), else null.
  outboxDir: string | null;
  // For the start-up log.
  describe: string;
}

// SMTP when SMTP_URL is set, else the outbox under DATA_DIR/mail.
export const createMailer = ({ smtpUrl, mailFrom, dataDir }: MailerConfig): ChosenMailer => {
  if (smtpUrl) return { mailer: skippingErased(createSmtpMailer({ smtpUrl, mailFrom })), outboxDir: null, describe: `smtp (${redact(smtpUrl)})` };
  const outboxDir = path.join(dataDir, 'mail');
  return { mailer: skippingErased(createOutboxMailer({ dir: outboxDir, mailFrom })), outboxDir, describe: `outbox (${outboxDir})` };
};

// A forgotten person's address (ops forget) reads as an unusable one: a mail to it is dropped
// here, once, rather than bounced or retried by every reactor that mails people.
export const skippingErased = (mailer: Mailer): Mailer => ({
  send: async (message) => {
    if (!isErasedEmail(message.to.address)) await mailer.send(message);
  },
});

// The password must not reach the log.
const redact = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparsable url';
  }
};
