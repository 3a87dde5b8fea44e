import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../mail/outboxMailer';
import { useAnswerChecks } from '../../plugins/answerChecks';
import { useErrorEnvelope } from '../../plugins/errorEnvelope';
import { useZodValidation } from '../../plugins/zodValidation';
import { devMailboxRoutes } from './devMailbox';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-dev-mailbox-'));
const outboxDir = path.join(root, 'mail');
// A file beside the outbox that no mail id may reach.
fs.writeFileSync(path.join(root, 'secret.eml'), 'Subject: secret\r\n\r\nTOP-SECRET-CONTENT');

// The routes alone, inside the same plugins as buildApp (zod validation, answer checks, {error} envelope).
const mailboxApp = async (dir: string) => {
  const app = Fastify();
  useZodValidation(app);
  useAnswerChecks(app);
  useErrorEnvelope(app);
  await app.register(devMailboxRoutes(dir), { prefix: '/api/v1' });
  return app;
};

let app: Awaited<ReturnType<typeof mailboxApp>>;
beforeAll(async () => {
  app = await mailboxApp(outboxDir);
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const mailer = createOutboxMailer({ dir: outboxDir, now: () => new Date((clock += 1000)) });
  await mailer.send({
    id: 'older',
    to: { address: 'ann@example.com' },
    subject: 'Activate your Lorewright account',
    text: 'Open https://x/activate/1',
    html: '<p>Open</p>',
  });
  await mailer.send({
    id: 'newer',
    to: { address: 'bob@example.com' },
    subject: 'Reset your Lorewright password',
    text: 'Open https://x/reset-password/2',
    html: '<p>Reset</p>',
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/v1/dev/mail', () => {
  it('lists the outbox newest first with id, to, subject and date', async () => {
    const res = await get('/api/v1/dev/mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mails: [
        { id: 'newer', to: 'bob@example.com', subject: 'Reset your Lorewright password', date: '2026-11-22T10:00:02.000Z' },
        { id: 'older', to: 'ann@example.com', subject: 'Activate your Lorewright account', date: '2026-11-22T10:00:01.000Z' },
      ],
    });
  });

  it('answers an empty list while nothing was sent', async () => {
    const empty = await mailboxApp(path.join(root, 'never-written'));
    expect((await empty.inject({ method: 'GET', url: '/api/v1/dev/mail' })).json()).toEqual({ mails: [] });
    await empty.close();
  });
});

describe('GET /api/v1/dev/mail/:id', () => {
  it('shows one mail with its text and html', async () => {
    const res = await get('/api/v1/dev/mail/older');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'older',
      to: 'ann@example.com',
      text: 'Open https://x/activate/1',
      html: '<p>Open</p>',
      from: 'Lorewright <no-reply@lorewright.local>',
    });
  });

  it('answers 404 for an id with no mail', async () => {
    const res = await get('/api/v1/dev/mail/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Mail not found.' });
  });

  it.each(['..%2Fsecret', '%2E%2E%2Fsecret', '..%2F..%2Fetc%2Fpasswd', 'secret.eml', 'older%00', '%3Colder%3E'])(
    'refuses the id %s with a 400 before touching the file system',
    async (id) => {
      const res = await get(`/api/v1/dev/mail/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid mail id.' });
    },
  );

  // These never reach the route: the router resolves the dot segment, and refuses an over-long
  // parameter (414).
  it.each(['%2E%2E', 'x'.repeat(200)])('serves nothing for %s', async (id) => {
    const res = await get(`/api/v1/dev/mail/${id}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('TOP-SECRET-CONTENT');
  });
});
