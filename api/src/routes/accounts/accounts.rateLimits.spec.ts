import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp } from './testing/accountsTesting';

// Limits as configured for production (RATE_LIMIT_ENABLED defaults to true). Each test comes
// from its own client address, so the per-IP counters of one test do not touch another.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const attempt = (url: string, payload: object, ip: string) => t.call('POST', url, { payload, ip });

describe('rate limits', () => {
  it('e-mail change: the sixth request of one account within an hour is refused; new names are not counted', async () => {
    const { token } = await t.signUp('changer@example.com');
    const update = (payload: object) => t.call('PUT', 'user/updateUser', { token, payload, ip: '192.0.2.77' });
    for (let i = 0; i < 5; i++) expect((await update({ email: `changed-${i}@example.com`, password: 'correct horse' })).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await update({ name: `Name ${i}` })).statusCode).toBe(201);
    await t.expectRefused(
      () => update({ email: 'changed-9@example.com', password: 'correct horse' }),
      429,
      'Too many attempts. Please try again in 60 minutes.',
    );
  });

  it('invitations: a burst of parallel invitations cannot slip far past the hourly limit', async () => {
    const { token } = await t.signUp('burst@example.com');
    const world = (await t.call('POST', 'createWorld', { token, payload: { name: 'Burst', description: '' } })).json().world as { _id: string };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('POST', 'world/inviteMember', { token, payload: { worldID: world._id, invitedMemberEmail: `burst-${i}@example.com` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(25);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
  });

  it.each(['user/confirmEmail', 'user/cancelEmailChange'])('%s: the twenty-first try from one client within fifteen minutes is refused', async (url) => {
    const ip = url.includes('confirm') ? '192.0.2.88' : '192.0.2.89';
    for (let i = 0; i < 20; i++) expect((await attempt(url, { code: `nobody.guess${i}` }, ip)).statusCode).toBe(400);
    await t.expectRefused(() => attempt(url, { code: 'nobody.guess' }, ip), 429, 'Too many attempts. Please try again in 15 minutes.');
  });

  it('login: the sixth attempt on one address within a minute is refused with 429, from any client', async () => {
    const wrong = { email: 'target@example.com', password: 'guess-guess' };
    for (let i = 0; i < 5; i++) expect((await attempt('login', wrong, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const res = await attempt('login', wrong, '198.51.100.99');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 429, body: { error: 'Too many attempts. Please try again in 1 minute.' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('login: the eleventh attempt from one client within a minute is refused, whatever the address', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('login', { email: `a${i}@example.com`, password: 'guess-guess' }, '203.0.113.7')).statusCode).toBe(401);
    const res = await attempt('login', { email: 'fresh@example.com', password: 'guess-guess' }, '203.0.113.7');
    expect(res.statusCode).toBe(429);
  });

  it('register: the sixth registration from one client within ten minutes is refused and stores nothing', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('register', { name: 'N', email: `r${i}@example.com`, password: 'long enough' }, '203.0.113.20')).statusCode).toBe(201);
    await t.expectRefused(
      () => attempt('register', { name: 'N', email: 'r9@example.com', password: 'long enough' }, '203.0.113.20'),
      429,
      'Too many attempts. Please try again in 10 minutes.',
    );
  });

  it('forgotPassword: the fourth request for one address within fifteen minutes is refused', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('forgotPassword', { email: 'someone@example.com' }, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    const res = await attempt('forgotPassword', { email: 'SomeOne@example.com' }, '192.0.2.50');
    expect(res.json()).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.' });
  });

  it('words the wait in whole minutes, at least one', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_001)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
