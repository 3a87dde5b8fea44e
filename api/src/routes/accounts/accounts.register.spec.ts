import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { encryptBody } from '@lorewright/domain/accounts/encryptedBody';
import { openAccountsApp, PASSWORD, type AccountsApp } from './testing/accountsTesting';

let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ PROMOTION_END: '2100-01-01T00:00:00Z' });
});
afterAll(() => t.close());

describe('POST /api/v1/register', () => {
  it('registers a pending Beta Test User with a year of every element', async () => {
    const res = await t.register('Grace@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registration Complete!' });
    const registered = (await t.stack.eventStore.readAll()).find(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'grace@example.com',
    );
    expect(registered?.data).toMatchObject({
      name: 'Ada Lovelace',
      avatarImage: 'default_avatar.png',
      userClass: 'Beta Test User',
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });
    const user = await t.stack.queries.accounts.userById((registered!.data as { userId: string }).userId);
    expect(user).toMatchObject({
      accountStatus: 'pending',
      numLogins: 0,
      tutorial: 0,
      permissions: { maps: expect.any(String), timelines: expect.any(String), languages: expect.any(String) },
    });
  });

  it('of two concurrent registrations of one address exactly one creates an account; both are answered alike', async () => {
    const [a, b] = await Promise.all([t.register('twin@example.com'), t.register('TWIN@example.com', { name: 'Other' })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const accounts = (await t.stack.eventStore.readAll()).filter(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'twin@example.com',
    );
    expect(accounts).toHaveLength(1);
  });

  // No answer tells whether an address has an account (accounts.emailChange.spec.ts has the rest).
  it('answers an address that already has an account as a new one, and creates no second account', async () => {
    const first = await t.register('taken@example.com');
    const again = await t.register(' Taken@Example.com ');
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: first.statusCode, body: first.json() });
    const accounts = (await t.stack.eventStore.readAll()).filter(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'taken@example.com',
    );
    expect(accounts).toHaveLength(1);
  });

  it.each([
    [{ name: '', email: 'x@example.com', password: PASSWORD }, m.enterAllFields],
    [{ name: '   ', email: 'x@example.com', password: PASSWORD }, m.enterAllFields],
    [{ email: 'x@example.com', password: PASSWORD }, m.enterAllFields],
    [{ name: 'A', email: 'not-an-address', password: PASSWORD }, m.validEmail],
    [{ name: 'A', email: 'a@b', password: PASSWORD }, m.validEmail],
    [{ name: 'A', email: 'x@example.com', password: 'short' }, m.validPassword],
    [{ name: 'A', email: 'x@example.com', password: 'x'.repeat(81) }, m.validPassword],
    [{ name: 'A', email: 'x@example.com', password: 12345678 }, m.enterAllFields],
  ])('refuses %j with 400 and stores nothing', async (payload, error) => {
    await t.expectRefused(() => t.call('POST', 'register', { payload }), 400, error);
  });

  it('accepts the body encrypted with the server key', async () => {
    const { publicKey } = (await t.call('GET', 'publicKey')).json();
    const payload = await encryptBody(publicKey, { name: 'Secret', email: 'sealed@example.com', password: PASSWORD });
    expect((await t.call('POST', 'register', { payload })).statusCode).toBe(201);
    expect(await t.activationCode('sealed@example.com')).toEqual(expect.any(String));
  });
});

describe('GET /api/v1/activate/{code}', () => {
  it('activates once (200), then answers already active (406)', async () => {
    await t.register('activate@example.com');
    const code = await t.activationCode('activate@example.com');
    const first = await t.call('GET', `activate/${code}`);
    expect({ status: first.statusCode, body: first.json() }).toEqual({ status: 200, body: { message: 'Account activated!' } });
    await t.expectRefused(() => t.call('GET', `activate/${code}`), 406, 'Account already active.');
  });

  it('answers 400 for an unknown or malformed code and stores nothing', async () => {
    await t.expectRefused(() => t.call('GET', 'activate/not-a-code'), 400, 'Invalid confirmation code.');
    await t.expectRefused(() => t.call('GET', `activate/${'x'.repeat(300)}`), 400, 'Invalid confirmation code.');
    await t.expectRefused(() => t.call('GET', `activate/${'x'.repeat(600)}`), 414, 'The address is too long.');
  });
});

describe('the promotion', () => {
  it('GET promotion names the configured end and whether it is running', async () => {
    const res = await t.call('GET', 'promotion');
    expect(res.json()).toEqual({ end: '2100-01-01T00:00:00.000Z', active: true });
  });

  it('a registration after the end is a Normal User without paid elements', async () => {
    const late = await openAccountsApp({ PROMOTION_END: new Date(Date.now() - 1000).toISOString() });
    try {
      const { user } = await late.signUp('late@example.com');
      expect(user).toMatchObject({ userClass: 'Normal User', permissions: {} });
      expect((await late.call('GET', 'promotion')).json()).toMatchObject({ active: false });
    } finally {
      await late.close();
    }
  });
});
