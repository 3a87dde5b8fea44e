import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, toMailOptions, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  // smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; nodemailer reads
  // further options from the query string, e.g. ?tls.rejectUnauthorized=false.
  smtpUrl: string;
  mailFrom?: string;
}

// Production adapter. SMTP cannot take a mail back, so a repeat after a crash (the reactor is at
// least once) reaches the server again — with the same Message-ID, which receivers use to drop
// the copy.
export const createSmtpMailer = ({ smtpUrl, mailFrom = DEFAULT_MAIL_FROM }: SmtpMailerOptions): Mailer => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead server fails the send within seconds; the reactor retries it, instead of hanging
    // on nodemailer's two-minute defaults.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail(toMailOptions(message, mailFrom));
    },
  };
};
