import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { readMail } from './mailReader';

// Round trips through nodemailer's own composer, in the shapes it can produce.
const compose = async (options: Mail.Options, newline: 'windows' | 'unix' = 'windows') => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline });
  return (await transport.sendMail({ from: 'Lorewright <no-reply@lorewright.local>', to: 'zoe@example.com', ...options })).message as Buffer;
};

const text = `Zoë’s world — ${'long line '.repeat(20)}\n\nSecond paragraph.\n`;
const html = `<p>Zoë’s world — ${'long line '.repeat(20)}</p>`;

describe('readMail', () => {
  it.each(['quoted-printable', 'base64'])('reads text and html bodies in %s', async (textEncoding) => {
    const mail = await readMail(await compose({ subject: 'Hi', text, html, textEncoding: textEncoding as 'base64' }));
    expect(mail).toMatchObject({ text, html });
  });

  it('reads a mail with LF line ends, as some tools save them', async () => {
    expect(await readMail(await compose({ subject: 'Hi', text, html }, 'unix'))).toMatchObject({ text, html });
  });

  it('finds the bodies inside a multipart/mixed with an attachment', async () => {
    const raw = await compose({ subject: 'Hi', text, html, attachments: [{ filename: 'a.txt', content: 'attached' }] });
    expect(raw.toString()).toContain('multipart/mixed');
    expect(await readMail(raw)).toMatchObject({ text, html });
  });

  it('decodes encoded-word headers, folded long subjects and the date', async () => {
    const subject = `Réinitialisez votre mot de passe — ${'très long sujet '.repeat(8)}`.trim();
    const mail = await readMail(await compose({ subject, text: 'x', date: new Date('2026-11-22T10:15:00Z'), messageId: '<m1@lorewright.local>' }));
    expect(mail).toMatchObject({
      subject,
      date: '2026-11-22T10:15:00.000Z',
      messageId: '<m1@lorewright.local>',
      from: 'Lorewright <no-reply@lorewright.local>',
    });
  });

  it('reads B-encoded words and a non-UTF-8 charset written by other mailers', async () => {
    const raw = [
      'Subject: =?UTF-8?B?Wm/Dqw==?= =?ISO-8859-1?Q?_et_Andr=E9?=',
      'To: a@example.com',
      'Content-Type: text/plain; charset="iso-8859-1"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=E9 cr=E8me=',
      ' br=FBl=E9e',
    ].join('\r\n');
    expect(await readMail(raw)).toMatchObject({ subject: 'Zoë et André', text: 'Café crème brûlée', html: '', date: null });
  });

  it('passes over a text attachment that comes before the body', async () => {
    const raw = [
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      'preamble',
      '--b1',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'attached notes',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'the body',
      '--b1--',
      'epilogue',
    ].join('\n');
    expect((await readMail(raw)).text).toBe('the body');
  });
});
