import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, toMailOptions, type MailMessage, type Mailer } from './mailer';
import { findOutboxFile, outboxFileName } from './outboxFiles';

export interface OutboxMailerOptions {
  dir: string;
  mailFrom?: string;
  now?: () => Date;
}

// The default adapter: every mail becomes one RFC 822 `.eml` file in `dir`, the same bytes an
// SMTP server would receive (nodemailer composes both), so it opens in any mail client and the
// dev mailbox reads it back. One id gives one file: a repeated send keeps the first.
export const createOutboxMailer = ({ dir, mailFrom = DEFAULT_MAIL_FROM, now = () => new Date() }: OutboxMailerOptions): Mailer => {
  // CRLF line ends, as RFC 5322 wants them on disk and on the wire.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const inFlight = new Map<string, Promise<void>>();

  const write = async (message: MailMessage): Promise<void> => {
    const options = toMailOptions(message, mailFrom);
    if (await findOutboxFile(dir, message.id)) return;
    const date = now();
    const composed = await composer.sendMail({ ...options, date });
    await fs.mkdir(dir, { recursive: true });
    // Written under a temporary name, flushed to disk, then renamed: readers (and the repeat
    // check above) never see half a mail.
    const temp = path.join(dir, `.${message.id}-${randomUUID()}.tmp`);
    const file = await fs.open(temp, 'wx');
    try {
      await file.writeFile(composed.message as Buffer);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temp, path.join(dir, outboxFileName(message.id, date)));
  };

  return {
    // Concurrent sends of one id share the first one's write, so the "already written?" check
    // cannot race with itself. Across processes the reactor's lease keeps to one sender.
    send: (message) => {
      const running = inFlight.get(message.id) ?? write(message).finally(() => inFlight.delete(message.id));
      inFlight.set(message.id, running);
      return running;
    },
  };
};
