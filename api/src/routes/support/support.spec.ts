import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { SupportTicket } from '@lorewright/domain/community/support.decide';
import { SUPPORT_TYPES } from '@lorewright/domain/community/support.events';
import { listOutbox, outboxAttachments, readOutboxMail } from '../../mail/outboxReader';
import { gifImage, jpegImage, pngImage, svgImage, textFile } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from '../media/testing/mediaTesting';

// POST support/newReport: who may send a ticket, what it stores, what support receives.
let t: MediaApp;
let ada: { token: string; userId: string };
let blocked: { token: string };

beforeAll(async () => {
  t = await openMediaApp();
  const { token, user } = await t.signUp('ada@example.com');
  ada = { token, userId: user._id };
  const other = await t.signUp('blocked@example.com');
  blocked = { token: other.token };
  await t.stack.commands.accounts.block(other.user._id, 'spam', { actorId: null, correlationId: 'test' });
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['users']);
});
afterAll(() => t.close());

type Fields = Record<string, string>;
const screenshot = (bytes: Uint8Array, filename = 'screen.png', type = 'image/png') => ({ bytes, filename, type });
const form = (overrides: Fields = {}): Fields => ({ type: 'problem', subject: 'The map will not load', content: 'It spins forever.', ...overrides });
// A multipart body as a browser encodes it.
const post = async (token: string | undefined, body: FormData) => {
  const encoded = new Response(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/support/newReport',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};
const appendScreenshots = (body: FormData, screenshots: ReturnType<typeof screenshot>[]) => {
  for (const shot of screenshots) body.append('screenshots', new Blob([shot.bytes], { type: shot.type }), shot.filename);
};
// The form as the support page sends it: text fields first, then every screenshot under one name.
const send = (token: string | undefined, fields: Fields, screenshots: ReturnType<typeof screenshot>[] = []) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  appendScreenshots(body, screenshots);
  return post(token, body);
};
const tickets = async () =>
  (await t.stack.eventStore.readAll()).filter((e) => e.type === 'SupportTicketSubmitted').map((e) => ({ id: e.id, ...(e.data as SupportTicket) }));
const supportFiles = () => t.storedFiles().filter((file) => file.startsWith('support/'));

describe('submitting a ticket', () => {
  it.each(SUPPORT_TYPES)('a signed-in user sends a %s and hears its success text', async (type) => {
    const res = await send(ada.token, form({ type, subject: `About ${type}` }));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 201, body: { message: m.supportSubmitted[type] } });
    expect((await tickets()).at(-1)).toMatchObject({ type, subject: `About ${type}`, userId: ada.userId, screenshots: [] });
  });

  it('stores the ticket as the signed-in user’s, whatever userID the form names, with its screenshots', async () => {
    const png = pngImage(2000);
    const res = await send(ada.token, form({ userID: 'someone-else', subject: 'With pictures' }), [
      screenshot(png),
      screenshot(jpegImage(), 'b.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const ticket = (await tickets()).at(-1)!;
    expect(ticket).toMatchObject({ userId: ada.userId, subject: 'With pictures' });
    const keys = [`support/${ticket.ticketId}/1.png`, `support/${ticket.ticketId}/2.jpg`];
    expect(ticket.screenshots).toEqual([
      { key: keys[0], contentType: 'image/png', size: png.byteLength },
      { key: keys[1], contentType: 'image/jpeg', size: jpegImage().byteLength },
    ]);
    expect(supportFiles()).toEqual(expect.arrayContaining(keys));
    // Private: the public media route does not serve them.
    expect((await t.getFile(`/media/${keys[0]}`)).statusCode).toBe(404);
  });

  it('mails the ticket to SUPPORT_EMAIL with the sender and the screenshots attached, once', async () => {
    const png = pngImage(3000);
    expect((await send(ada.token, form({ type: 'question', subject: 'Mail me', content: 'How do calendars work?' }), [screenshot(png)])).statusCode).toBe(201);
    const ticket = (await tickets()).at(-1)!;
    const dir = path.join(t.dataDir, 'mail');
    await expect.poll(async () => (await listOutbox(dir)).some((mail) => mail.id === ticket.id), { timeout: 5000 }).toBe(true);
    const mail = (await readOutboxMail(dir, ticket.id))!;
    expect(mail).toMatchObject({ to: 'support@lorewright.local', subject: '[Support] I Have A Question: Mail me' });
    expect(mail.text).toContain('Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('How do calendars work?');
    expect(await outboxAttachments(dir, ticket.id)).toEqual([{ filename: 'screenshot-1.png', contentType: 'image/png', content: Buffer.from(png) }]);
  });
});

describe('refusals store nothing', () => {
  const refused = async (request: () => ReturnType<typeof send>, status: number, error: string) => {
    const head = await t.stack.eventStore.headPosition();
    const files = supportFiles();
    const res = await request();
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    expect(await t.stack.eventStore.headPosition()).toBe(head);
    expect(supportFiles()).toEqual(files);
  };

  it('without a login: 401', async () => {
    await refused(() => send(undefined, form(), [screenshot(pngImage())]), 401, a.loginRequired);
  });

  it('a blocked account: 403', async () => {
    await refused(() => send(blocked.token, form(), [screenshot(pngImage())]), 403, a.blockedMutation);
  });

  it.each([
    ['a blank subject', form({ subject: '   ' })],
    ['a blank content', form({ content: '' })],
    ['no subject at all', { type: 'review', content: 'Great app' }],
    ['no content at all', { type: 'review', subject: 'Hi' }],
  ])('%s: Please fill in all fields.', async (_, fields) => {
    await refused(() => send(ada.token, fields, [screenshot(pngImage())]), 400, m.fillAllFields);
  });

  it('an unknown type', async () => {
    await refused(() => send(ada.token, form({ type: 'complaint' })), 400, m.supportType);
  });

  it('four screenshots', async () => {
    await refused(
      () =>
        send(
          ada.token,
          form(),
          [pngImage(), gifImage(), jpegImage(), pngImage()].map((bytes) => screenshot(bytes)),
        ),
      400,
      m.tooManyScreenshots,
    );
  });

  it('a 6 MB screenshot (after a good one)', async () => {
    await refused(() => send(ada.token, form(), [screenshot(pngImage()), screenshot(pngImage(6 * 1024 * 1024))]), 413, m.screenshotTooLarge);
  });

  it('five screenshots, the text fields after them', async () => {
    const body = new FormData();
    appendScreenshots(
      body,
      Array.from({ length: 5 }, (_, i) => screenshot(pngImage(), `s${i}.png`)),
    );
    for (const [name, value] of Object.entries(form())) body.append(name, value);
    await refused(() => post(ada.token, body), 400, m.tooManyScreenshots);
  });

  it('a text file renamed .png', async () => {
    await refused(() => send(ada.token, form(), [screenshot(pngImage()), screenshot(textFile(), 'notes.png')]), 400, m.screenshotNotImage);
  });

  it.each([
    ['an SVG with a script', svgImage(), 'image.svg', 'image/svg+xml'],
    ['an HTML page with a script', new Uint8Array(Buffer.from('<!doctype html><html><script>alert(1)</script></html>')), 'page.png', 'image/png'],
  ])('%s', async (_, bytes, filename, type) => {
    await refused(() => send(ada.token, form(), [screenshot(bytes, filename, type)]), 400, m.screenshotNotImage);
  });
});
