import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from './mailer';
import type { ParsedMail } from './mailReader';

export type DeliveredMail = Pick<ParsedMail, 'messageId' | 'from' | 'to' | 'subject' | 'text' | 'html' | 'attachments'>;

export interface MailerUnderTest {
  mailer: Mailer;
  // Every mail that reached the other side (outbox folder, SMTP server), parsed back.
  delivered(): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

export interface MailerContractOptions {
  mailFrom: string;
  // The adapter itself drops a repeated id (outbox). Otherwise (SMTP) only the shared
  // Message-ID lets the receiver drop it.
  dropsRepeats: boolean;
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  id: randomUUID(),
  to: { address: 'zoe@example.com' },
  subject: 'Activate your Lorewright account, Zoë — “Ærwyn” awaits',
  // Non-ASCII and a line longer than 76 characters force the transfer encodings' soft breaks.
  text: `Hello Zoë,\n\nOpen ${'https://lorewright.test/activate/'.padEnd(120, 'x')} to begin.\n`,
  html: '<p style="color:#e4e4e7">Hello Zoë &amp; friends — <a href="https://lorewright.test/activate/abc">activate</a></p>',
  ...overrides,
});

// The behaviour every Mailer adapter must show.
export const mailerContract = (name: string, open: () => Promise<MailerUnderTest>, { mailFrom, dropsRepeats }: MailerContractOptions) =>
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.close();
    });

    it('delivers the recipient, subject, plain text and html unchanged, from MAIL_FROM', async () => {
      const sent = message();
      await subject.mailer.send(sent);
      const [mail, ...others] = await subject.delivered();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: sent.to.address, subject: sent.subject, text: sent.text, html: sent.html, from: mailFrom });
    });

    it('delivers attachments with their file name, type and every byte', async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...randomBytes(5000)]);
      await subject.mailer.send(message({ attachments: [{ filename: 'screenshot-1.png', contentType: 'image/png', content: png }] }));
      const [mail] = await subject.delivered();
      expect(mail.attachments).toEqual([{ filename: 'screenshot-1.png', contentType: 'image/png', content: Buffer.from(png) }]);
    });

    it.each([
      ['a name with a line break', { filename: 'a.png\r\nBcc: relay@example.org', contentType: 'image/png' }],
      ['a name with a path', { filename: '../a.png', contentType: 'image/png' }],
      ['a type with a parameter', { filename: 'a.png', contentType: 'image/png; name=x' }],
    ])('refuses an attachment with %s and delivers nothing', async (_, attachment) => {
      await expect(subject.mailer.send(message({ attachments: [{ ...attachment, content: new Uint8Array([1]) }] }))).rejects.toThrow('Refused the attachment');
      expect(await subject.delivered()).toEqual([]);
    });

    it('gives each mail a Message-ID derived from its id, the key receivers dedupe by', async () => {
      const first = message();
      const second = message();
      await subject.mailer.send(first);
      await subject.mailer.send(second);
      const ids = (await subject.delivered()).map((mail) => mail.messageId).sort();
      const domain = mailFrom.split('@')[1].replace('>', '');
      expect(ids).toEqual([`<${first.id}@${domain}>`, `<${second.id}@${domain}>`].sort());
    });

    it(`a repeated id ${dropsRepeats ? 'gives one mail' : 'arrives with the same Message-ID'}, sent one after another or at once`, async () => {
      const sent = message();
      await subject.mailer.send(sent);
      await subject.mailer.send({ ...sent });
      await Promise.all([subject.mailer.send({ ...sent }), subject.mailer.send({ ...sent })]);
      const delivered = await subject.delivered();
      expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(1);
      expect(delivered).toHaveLength(dropsRepeats ? 1 : 4);
    });

    it.each(['../../etc/passwd', 'a>b', 'a b', '', '.hidden'])(
      'refuses the id %j, which could escape a file name or a header, and delivers nothing',
      async (id) => {
        await expect(subject.mailer.send(message({ id }))).rejects.toThrow('Invalid mail id');
        expect(await subject.delivered()).toEqual([]);
      },
    );

    it.each([
      'victim,relay@example.org',
      'victim@example.org,relay@example.org',
      'victim@example.org;relay@example.org',
      'victim@example.org relay@example.org',
      'victim@example.org\r\nBcc: relay@example.org',
      'victim@example.org\tx',
      'victim@exa\u0000mple.org',
      'Victim <victim@example.org>',
      '<relay@example.org>',
      '"victim,relay"@example.org',
      'victim(relay@example.org)@example.org',
      'group:relay@example.org;',
      'not-an-address',
      '',
    ])('refuses the recipient %j, which is not exactly one address, and delivers nothing', async (address) => {
      await expect(subject.mailer.send(message({ to: { address } }))).rejects.toThrow('Refused to mail');
      expect(await subject.delivered()).toEqual([]);
    });

    it('refuses a recipient given as a string (an untyped caller) and delivers nothing', async () => {
      const untyped = { ...message(), to: 'victim,relay@example.org' } as unknown as MailMessage;
      await expect(subject.mailer.send(untyped)).rejects.toThrow('Refused to mail');
      expect(await subject.delivered()).toEqual([]);
    });

    it('refuses a display name with a line break, which could start another header, and delivers nothing', async () => {
      await expect(subject.mailer.send(message({ to: { address: 'zoe@example.com', name: 'Zoë\r\nBcc: relay@example.org' } }))).rejects.toThrow('Refused');
      expect(await subject.delivered()).toEqual([]);
    });
  });
