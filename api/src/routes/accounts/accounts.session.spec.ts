import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { encryptBody } from '@lorewright/domain/accounts/encryptedBody';
import { openAccountsApp, PASSWORD, type AccountsApp } from './testing/accountsTesting';

let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp();
});
afterAll(() => t.close());

const system = { actorId: null, correlationId: 'test' };

describe('POST /api/v1/login', () => {
  it('returns a token and the user without secrets; the token works on the very next request', async () => {
    const { token, user } = await t.signUp('login@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      email: 'login@example.com',
      accountStatus: 'active',
      numLogins: 1,
      subscription_status: null,
      currentWorldID: null,
      worlds: [],
      following: { worlds: [] },
    });
    expect(JSON.stringify(user)).not.toMatch(/passwordHash|activationCode|tokenHash|argon2/);
    const me = await t.call('POST', 'me', { token, payload: {} });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user, notifications: [] });
  });

  it('a token works even when its login answered before the sessions projection caught up', async () => {
    await t.signUp('outran@example.com');
    const location = { ip: '127.0.0.1', city: null, country_name: null };
    // Logins straight through the command, so nothing waits for the projection before `me`.
    const logins = await Promise.all(
      Array.from({ length: 5 }, () => t.stack.commands.accounts.login({ email: 'outran@example.com', password: PASSWORD }, location, system)),
    );
    const answers = await Promise.all(logins.map(({ token }) => t.call('POST', 'me', { token, payload: {} })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses a wrong password and an unknown address alike (401) and stores nothing', async () => {
    await t.signUp('wrong@example.com');
    await t.expectRefused(() => t.call('POST', 'login', { payload: { email: 'wrong@example.com', password: 'not the password' } }), 401, m.wrongCredentials);
    await t.expectRefused(() => t.call('POST', 'login', { payload: { email: 'nobody@example.com', password: PASSWORD } }), 401, m.wrongCredentials);
  });

  it('refuses an account that is not activated yet (403) and stores nothing', async () => {
    await t.register('pending@example.com');
    await t.expectRefused(() => t.call('POST', 'login', { payload: { email: 'pending@example.com', password: PASSWORD } }), 403, m.notActivated);
  });

  it.each([
    [{}, m.enterAllFields],
    [{ email: 'a@example.com' }, m.enterAllFields],
    [{ email: '', password: 'x' }, m.enterAllFields],
    [{ email: 'a@example.com', password: '' }, m.enterAllFields],
  ])('refuses %j with 400', async (payload, error) => {
    await t.expectRefused(() => t.call('POST', 'login', { payload }), 400, error);
  });

  it('accepts credentials encrypted with the key from GET publicKey', async () => {
    await t.signUp('sealed-login@example.com');
    const { publicKey } = (await t.call('GET', 'publicKey')).json();
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const payload = await encryptBody(publicKey, { email: 'sealed-login@example.com', password: PASSWORD, location: {} });
    const res = await t.call('POST', 'login', { payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('sealed-login@example.com');
  });

  it('refuses a body it cannot decrypt with 400', async () => {
    const { publicKey } = (await t.call('GET', 'publicKey')).json();
    const { encrypted } = await encryptBody(publicKey, { email: 'a@example.com', password: PASSWORD });
    const tampered = Buffer.from(encrypted, 'base64');
    tampered[tampered.length - 1] ^= 1;
    for (const bad of ['bm9wZQ==', tampered.toString('base64'), 42]) {
      await t.expectRefused(() => t.call('POST', 'login', { payload: { encrypted: bad } }), 400, 'The request could not be decrypted.');
    }
  });

  it('records where each login came from, newest first; private addresses have no place', async () => {
    await t.signUp('travel@example.com');
    await t.login('travel@example.com', PASSWORD, '81.2.69.142');
    const { token } = await t.login('travel@example.com', PASSWORD, '10.0.0.8');
    const res = await t.call('GET', 'loginHistory', { token });
    const { loginHistory } = res.json();
    expect(loginHistory).toHaveLength(3);
    expect(loginHistory[0].location).toEqual({ ip: '10.0.0.8', city: null, country_name: null });
    expect(loginHistory[1].location).toEqual({ ip: '81.2.69.142', city: expect.any(String), country_name: 'United Kingdom' });
    expect(loginHistory[2].location).toEqual({ ip: '127.0.0.1', city: null, country_name: null });
    expect(Date.parse(loginHistory[0].date)).toBeGreaterThanOrEqual(Date.parse(loginHistory[1].date));
    expect((await t.call('POST', 'me', { token })).json().user.numLogins).toBe(3);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the token: the next request with it is 401; other sessions go on', async () => {
    const first = await t.signUp('logout@example.com');
    const second = await t.login('logout@example.com');
    const res = await t.call('POST', 'logout', { token: first.token, payload: {} });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: 'Logged out.' } });
    expect((await t.call('POST', 'me', { token: first.token })).json()).toEqual({ error: 'Please log in.' });
    expect((await t.call('POST', 'me', { token: second.token })).statusCode).toBe(200);
  });
});

describe('authorization', () => {
  const protectedRoutes = [
    ['POST', 'me'],
    ['POST', 'logout'],
    ['GET', 'loginHistory'],
    ['PUT', 'user/updateUser'],
    ['POST', 'user/stepTutorial'],
    // Without a mailed code, only the signed-in owner cancels their address change.
    ['POST', 'user/cancelEmailChange'],
  ] as const;

  it.each(protectedRoutes)('%s %s without a valid token is 401 and stores nothing', async (method, url) => {
    for (const token of [undefined, 'made-up-token']) {
      await t.expectRefused(() => t.call(method, url, { payload: { name: 'X', step: 1 }, ...(token ? { token } : {}) }), 401, 'Please log in.');
    }
  });

  it('a blocked user logs in and reads, but every change is refused (403) and stores nothing', async () => {
    const { user } = await t.signUp('blocked@example.com');
    const { position } = await t.stack.commands.accounts.block(user._id, 'Spam in the forum.', system);
    await t.stack.waitForViews(position, ['users']);
    const { token } = await t.login('blocked@example.com');
    expect((await t.call('POST', 'me', { token })).json().user.accountStatus).toBe('blocked');
    expect((await t.call('GET', 'loginHistory', { token })).statusCode).toBe(200);
    await t.expectRefused(() => t.call('PUT', 'user/updateUser', { token, payload: { name: 'New name' } }), 403, m.blockedMutation);
    await t.expectRefused(() => t.call('POST', 'user/stepTutorial', { token, payload: { step: 2 } }), 403, m.blockedMutation);
    await t.expectRefused(
      () => t.call('PUT', 'user/updateUser', { token, payload: { email: 'elsewhere@example.com', password: 'correct horse' } }),
      403,
      m.blockedMutation,
    );
    // Withdrawing an address change protects the account: a blocked user may (nothing to withdraw here).
    await t.expectRefused(() => t.call('POST', 'user/cancelEmailChange', { token, payload: {} }), 400, m.noEmailChange);
    expect((await t.call('POST', 'logout', { token })).statusCode).toBe(200);
  });

  it('an unblocked user may change things again', async () => {
    const { user, token } = await t.signUp('unblocked@example.com');
    await t.stack.commands.accounts.block(user._id, 'Mistake.', system);
    const { position } = await t.stack.commands.accounts.unblock(user._id, system);
    await t.stack.waitForViews(position, ['users']);
    expect((await t.call('POST', 'user/stepTutorial', { token, payload: { step: 1 } })).statusCode).toBe(200);
  });
});
