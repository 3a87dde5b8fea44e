import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailerContract } from './mailer.contract';
import { DEFAULT_MAIL_FROM } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { listOutbox, outboxAttachments, readOutboxMail } from './outboxReader';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-outbox-')), 'mail');

mailerContract(
  'outbox',
  async () => {
    const dir = tempDir();
    const mailer = createOutboxMailer({ dir });
    return {
      mailer,
      delivered: async () =>
        Promise.all((await listOutbox(dir)).map(async ({ id }) => ({ ...(await readOutboxMail(dir, id))!, attachments: await outboxAttachments(dir, id) }))),
      close: async () => {},
    };
  },
  { mailFrom: DEFAULT_MAIL_FROM, dropsRepeats: true },
);

const mail = (id: string, subject = `Mail ${id}`) => ({ id, to: { address: 'zoe@example.com' }, subject, text: 'Hello', html: '<p>Hello</p>' });

describe('outbox files', () => {
  it('writes one RFC 822 file per mail, named by time then id, and leaves no temporary file', async () => {
    const dir = tempDir();
    const mailer = createOutboxMailer({ dir, now: () => new Date('2026-11-22T10:15:00.123Z') });
    await mailer.send(mail('first'));
    expect(fs.readdirSync(dir)).toEqual(['20261122T101500123Z-first.eml']);
    const raw = fs.readFileSync(path.join(dir, '20261122T101500123Z-first.eml'), 'utf8');
    expect(raw).toMatch(/^From: Lorewright <no-reply@lorewright\.local>\r\n/);
    expect(raw).toContain('\r\nMessage-ID: <first@lorewright.local>\r\n');
    expect(raw).toContain('\r\nDate: Sun, 22 Nov 2026 10:15:00 +0000\r\n');
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('writes exactly one recipient in the To header, also when the display name looks like a list', async () => {
    const dir = tempDir();
    const mailer = createOutboxMailer({ dir });
    await mailer.send(mail('plain'));
    await mailer.send({ ...mail('named'), to: { address: 'zoe@example.com', name: 'Zoe, relay@example.org <relay@example.org>' } });
    const toHeader = (id: string) => {
      const file = fs.readdirSync(dir).find((name) => name.endsWith(`-${id}.eml`))!;
      return fs
        .readFileSync(path.join(dir, file), 'utf8')
        .split('\r\n')
        .filter((line) => /^(To|Cc|Bcc):/i.test(line));
    };
    expect(toHeader('plain')).toEqual(['To: zoe@example.com']);
    expect(toHeader('named')).toEqual(['To: "Zoe, relay@example.org <relay@example.org>" <zoe@example.com>']);
  });

  it("refuses 'victim,relay@example.org' and writes no file", async () => {
    const dir = tempDir();
    const mailer = createOutboxMailer({ dir });
    await expect(mailer.send({ ...mail('split'), to: { address: 'victim,relay@example.org' } })).rejects.toThrow('Refused to mail');
    await expect(mailer.send({ ...mail('split-string'), to: 'victim,relay@example.org' } as never)).rejects.toThrow('Refused to mail');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it('lists the newest mail first, with its date', async () => {
    const dir = tempDir();
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const mailer = createOutboxMailer({ dir, now: () => new Date((clock += 60_000)) });
    for (const id of ['a', 'b', 'c']) await mailer.send(mail(id));
    expect(await listOutbox(dir)).toEqual([
      { id: 'c', to: 'zoe@example.com', subject: 'Mail c', date: '2026-11-22T10:03:00.000Z' },
      { id: 'b', to: 'zoe@example.com', subject: 'Mail b', date: '2026-11-22T10:02:00.000Z' },
      { id: 'a', to: 'zoe@example.com', subject: 'Mail a', date: '2026-11-22T10:01:00.000Z' },
    ]);
  });

  it('a repeated id keeps the first mail as it was', async () => {
    const dir = tempDir();
    const mailer = createOutboxMailer({ dir });
    await mailer.send(mail('same', 'First'));
    await mailer.send(mail('same', 'Second'));
    expect((await readOutboxMail(dir, 'same'))?.subject).toBe('First');
  });

  it('ignores files that are not finished mails and reads nothing for an unknown id or a missing folder', async () => {
    const dir = tempDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, '.x-123.tmp'), 'half a mail');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    expect(await listOutbox(dir)).toEqual([]);
    expect(await readOutboxMail(dir, 'unknown')).toBeNull();
    expect(await listOutbox(path.join(dir, 'missing'))).toEqual([]);
  });
});
