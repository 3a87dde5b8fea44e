import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { erasedEmail } from '@lorewright/domain/events/personalData';
import { createMailer } from './createMailer';
import { listOutbox } from './outboxReader';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtpTestServer';

const mail = { id: 'm1', to: { address: 'zoe@example.com' }, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
const MAIL_FROM = 'Lorewright <no-reply@lorewright.local>';

describe('createMailer', () => {
  let server: SmtpTestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('writes to the outbox under DATA_DIR/mail when SMTP_URL is not set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-create-mailer-'));
    const chosen = createMailer({ mailFrom: MAIL_FROM, dataDir });
    expect(chosen.outboxDir).toBe(path.join(dataDir, 'mail'));
    await chosen.mailer.send(mail);
    expect(await listOutbox(chosen.outboxDir!)).toMatchObject([{ id: 'm1', subject: 'Hello' }]);
  });

  it("drops a mail to a forgotten person's address, and sends the others", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-create-mailer-'));
    const chosen = createMailer({ mailFrom: MAIL_FROM, dataDir });
    await chosen.mailer.send({ ...mail, id: 'gone', to: { address: erasedEmail('u1') } });
    await chosen.mailer.send(mail);
    expect((await listOutbox(chosen.outboxDir!)).map((sent) => sent.id)).toEqual(['m1']);
  });

  it('sends over SMTP when SMTP_URL is set, and keeps its password out of the description', async () => {
    server = await startSmtpTestServer();
    const chosen = createMailer({ smtpUrl: `smtp://user:hunter2@127.0.0.1:${server.port}`, mailFrom: MAIL_FROM, dataDir: '/nonexistent' });
    expect(chosen.outboxDir).toBeNull();
    expect(chosen.describe).toBe(`smtp (smtp://user:***@127.0.0.1:${server.port})`);
    await chosen.mailer.send(mail);
    expect(server.received).toHaveLength(1);
  });
});
