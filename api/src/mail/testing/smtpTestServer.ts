import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the smtp adapter's tests (standing in for
// Mailpit): it accepts every mail, with or without login, and keeps what it received.

export interface ReceivedSmtpMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  // The login the client used, if any.
  user: string | null;
  raw: Buffer;
}

export interface SmtpLogin {
  username: string;
  password: string;
}

export const startSmtpTestServer = async () => {
  const received: ReceivedSmtpMail[] = [];
  const logins: SmtpLogin[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain-text login on loopback; no STARTTLS, whose self-signed certificate nodemailer would
    // rightly refuse.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
