import { afterEach, describe, expect, it } from 'vitest';
import { mailerContract } from './mailer.contract';
import { readMail } from './mailReader';
import { createSmtpMailer } from './smtpMailer';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtpTestServer';

const MAIL_FROM = 'Lorewright Test <mailer@lorewright.test>';

mailerContract(
  'smtp (smtp-server on 127.0.0.1)',
  async () => {
    const server = await startSmtpTestServer();
    return {
      mailer: createSmtpMailer({ smtpUrl: server.url, mailFrom: MAIL_FROM }),
      delivered: async () => Promise.all(server.received.map((mail) => readMail(mail.raw))),
      close: server.close,
    };
  },
  { mailFrom: MAIL_FROM, dropsRepeats: false },
);

const mail = { id: 'abc', to: { address: 'zoe@example.com' }, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('smtp adapter', () => {
  let server: SmtpTestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('logs in with the credentials of SMTP_URL and sends the envelope from MAIL_FROM to the recipient', async () => {
    server = await startSmtpTestServer();
    const mailer = createSmtpMailer({ smtpUrl: `smtp://mailer%40lorewright.test:s3cr%3At@127.0.0.1:${server.port}`, mailFrom: MAIL_FROM });
    await mailer.send(mail);
    expect(server.logins).toEqual([{ username: 'mailer@lorewright.test', password: 's3cr:t' }]);
    expect(server.received).toMatchObject([{ envelopeFrom: 'mailer@lorewright.test', envelopeTo: ['zoe@example.com'], user: 'mailer@lorewright.test' }]);
  });

  it('a valid recipient is the one RCPT TO; a display name that looks like a list adds none', async () => {
    server = await startSmtpTestServer();
    const mailer = createSmtpMailer({ smtpUrl: server.url, mailFrom: MAIL_FROM });
    await mailer.send(mail);
    await mailer.send({ ...mail, id: 'named', to: { address: 'zoe@example.com', name: 'Zoe, relay@example.org <relay@example.org>' } });
    await mailer.send({ ...mail, id: 'named-utf8', to: { address: 'zoe@example.com', name: 'Zoë; relay@example.org' } });
    expect(server.received.map((received) => received.envelopeTo)).toEqual([['zoe@example.com'], ['zoe@example.com'], ['zoe@example.com']]);
    expect((await readMail(server.received[0].raw)).to).toBe('zoe@example.com');
  });

  it("refuses 'victim,relay@example.org': no SMTP message, no RCPT TO reaches the server", async () => {
    server = await startSmtpTestServer();
    const mailer = createSmtpMailer({ smtpUrl: server.url, mailFrom: MAIL_FROM });
    await expect(mailer.send({ ...mail, to: { address: 'victim,relay@example.org' } })).rejects.toThrow('Refused to mail');
    await expect(mailer.send({ ...mail, to: 'victim,relay@example.org' } as never)).rejects.toThrow('Refused to mail');
    expect(server.received).toEqual([]);
  });

  it('fails the send when the server cannot be reached, so the reactor retries it', async () => {
    server = await startSmtpTestServer();
    const url = server.url;
    await server.close();
    server = null;
    await expect(createSmtpMailer({ smtpUrl: url }).send(mail)).rejects.toThrow(/ECONNREFUSED/);
  });
});
