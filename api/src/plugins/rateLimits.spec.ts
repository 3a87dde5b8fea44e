import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useErrorEnvelope } from './errorEnvelope';
import { RATE_LIMITS, useRateLimits, type RateLimitedAction } from './rateLimits';

// A limit is a budget of its action, shared by every route that names the action: spending it
// on one route leaves none for the others. Checked on a bare app with two routes per action, for
// every action and every one of its rules, so a new action or rule is covered without a line here.

type Per = (typeof RATE_LIMITS)[RateLimitedAction][number]['per'];
const ACTIONS = Object.keys(RATE_LIMITS) as RateLimitedAction[];

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

// The signed-in user comes from the `x-user` header (the auth plugin's part, played here).
const bareApp = async () => {
  const app = Fastify();
  apps.push(app);
  useErrorEnvelope(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-user'];
    if (typeof id === 'string') request.user = { _id: id } as never;
  });
  await useRateLimits(app);
  return app;
};

// Two routes naming each action: /a/{action} and /b/{action}.
const appWithTwoRoutesPerAction = async () => {
  const app = await bareApp();
  for (const action of ACTIONS) for (const side of ['a', 'b']) app.post(`/${side}/${action}`, { config: { rateLimited: action } }, async () => ({ ok: true }));
  await app.ready();
  return app;
};

// The `n`th request: the key of the rule under test is the same every time; every other key is
// new, so no other rule of the action runs out first.
const request = (per: Per, n: number, same: string) => ({
  remoteAddress: per === 'ip' ? same : `127.0.1.${n}`,
  payload: { email: per === 'email' ? same : `person${n}@example.com` },
  headers: { 'x-user': per === 'user' || per === 'newEmail' ? same : `user-${n}` },
});
const sameKeyOf = (per: Per) => (per === 'ip' ? '127.0.0.2' : per === 'email' ? 'spender@example.com' : 'spender');
const otherKeyOf = (per: Per) => (per === 'ip' ? '127.0.0.3' : per === 'email' ? 'bystander@example.com' : 'bystander');

const budgets = ACTIONS.flatMap((action) => RATE_LIMITS[action].map((rule) => [action, rule.per, rule.max] as const));

describe('one budget per action, shared by every route that names it', () => {
  it.each(budgets)('%s per %s: spent on one route, the other route answers 429', async (action, per, max) => {
    const app = await appWithTwoRoutesPerAction();
    const same = sameKeyOf(per);
    for (let n = 0; n < max; n++) {
      const res = await app.inject({ method: 'POST', url: `/a/${action}`, ...request(per, n, same) });
      expect(res.statusCode, `request ${n + 1} of ${max}`).toBe(200);
    }
    const refused = await app.inject({ method: 'POST', url: `/b/${action}`, ...request(per, max, same) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // …and back on the first route too; someone else, and another action, are not held back.
    expect((await app.inject({ method: 'POST', url: `/a/${action}`, ...request(per, max + 1, same) })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: `/b/${action}`, ...request(per, max + 2, otherKeyOf(per)) })).statusCode).toBe(200);
    const other = ACTIONS.find((candidate) => candidate !== action)!;
    expect((await app.inject({ method: 'POST', url: `/b/${other}`, ...request(per, max + 3, same) })).statusCode).toBe(200);
  });

  it('makes exactly one counter store per action and rule, however many routes name the action', async () => {
    const app = await bareApp();
    const made = vi.spyOn(app, 'createRateLimit');
    for (const url of ['/posts/newPost', '/posts/newReply', '/forum/:subforum/newthread', '/forum/:subforum/:threadId/newpost'])
      app.post(url, { config: { rateLimited: 'post' } }, async () => ({}));
    for (const url of ['/export/world', '/export/user']) app.post(url, { config: { rateLimited: 'export' } }, async () => ({}));
    for (const url of ['/login', '/login/again']) app.post(url, { config: { rateLimited: 'login' } }, async () => ({}));
    app.get('/free', async () => ({}));
    await app.ready();
    expect(made).toHaveBeenCalledTimes(RATE_LIMITS.post.length + RATE_LIMITS.export.length + RATE_LIMITS.login.length);
  });

  it('routes registered in other plugins share the budget too', async () => {
    const app = await bareApp();
    await app.register(async (child) => void child.post('/one', { config: { rateLimited: 'support' } }, async () => ({})));
    await app.register(async (child) => void child.post('/two', { config: { rateLimited: 'support' } }, async () => ({})), { prefix: '/api' });
    await app.ready();
    const [{ max }] = RATE_LIMITS.support;
    const as = { headers: { 'x-user': 'ada' } };
    for (let n = 0; n < max; n++) expect((await app.inject({ method: 'POST', url: '/one', ...as })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/two', ...as })).statusCode).toBe(429);
  });

  it('a route naming an action that has no limit does not start', async () => {
    const app = await bareApp();
    expect(() => app.post('/odd', { config: { rateLimited: 'toString' as RateLimitedAction } }, async () => ({}))).toThrow(
      'Route /odd names an unknown rate limit: toString.',
    );
  });
});
