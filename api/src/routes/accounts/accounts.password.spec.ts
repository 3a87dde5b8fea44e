import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { RESET_CODE_LIFETIME_MS } from '@lorewright/domain/accounts/resetCode';
import { openAccountsApp, type AccountsApp } from './testing/accountsTesting';

let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new secret';
const forgot = (email: string) => t.call('POST', 'forgotPassword', { payload: { email } });
const reset = (email: string, code: string, password = NEW_PASSWORD) => t.call('POST', 'resetPassword', { payload: { email, password, code } });

describe('POST /api/v1/forgotPassword', () => {
  it('answers the same for a known and an unknown address; only the known one gets a code', async () => {
    await t.signUp('forgetful@example.com');
    const known = await forgot('Forgetful@Example.com');
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: 200, body: { message: m.resetMailSent } });
    expect(await t.resetCode('forgetful@example.com')).toMatch(/^[\w-]{43}$/);
    const head = await t.stack.eventStore.headPosition();
    expect((await forgot('stranger@example.com')).json()).toEqual({ message: m.resetMailSent });
    await t.stack.afterAnswer.idle();
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });

  it('answers before it looks the address up, so a known address answers as fast as an unknown one', async () => {
    await t.signUp('timed@example.com');
    const { afterAnswer } = t.stack;
    const held: (() => Promise<unknown>)[] = [];
    const run = afterAnswer.run;
    afterAnswer.run = (work) => void held.push(work);
    try {
      const head = await t.stack.eventStore.headPosition();
      expect((await forgot('timed@example.com')).json()).toEqual({ message: m.resetMailSent });
      // Answered while the work is still held: nothing was looked up or written for it yet.
      expect(held).toHaveLength(1);
      expect(await t.stack.eventStore.headPosition()).toBe(head);
    } finally {
      afterAnswer.run = run;
    }
    await held[0]();
    expect(await t.resetCode('timed@example.com')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a missing address with 400', async () => {
    await t.expectRefused(() => t.call('POST', 'forgotPassword', { payload: { email: ' ' } }), 400, m.enterEmail);
    await t.expectRefused(() => t.call('POST', 'forgotPassword', { payload: {} }), 400, m.enterEmail);
  });
});

describe('POST /api/v1/validateResetPasswordCode', () => {
  it('names the address of a usable code and refuses anything else', async () => {
    await t.signUp('validate@example.com');
    await forgot('validate@example.com');
    const code = await t.resetCode('validate@example.com');
    expect((await t.call('POST', 'validateResetPasswordCode', { payload: { code } })).json()).toEqual({ email: 'validate@example.com' });
    await t.expectRefused(() => t.call('POST', 'validateResetPasswordCode', { payload: { code: 'unknown' } }), 400, m.resetCodeInvalid);
    await t.expectRefused(() => t.call('POST', 'validateResetPasswordCode', { payload: {} }), 400, 'code: Invalid input: expected string, received undefined.');
  });
});

describe('POST /api/v1/resetPassword', () => {
  it('sets the new password, ends every session, and spends the code', async () => {
    const first = await t.signUp('reset@example.com');
    const second = await t.login('reset@example.com');
    await forgot('reset@example.com');
    const code = await t.resetCode('reset@example.com');
    const res = await reset('reset@example.com', code);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: 'Password reset sucessfully.' } });
    for (const { token } of [first, second]) expect((await t.call('POST', 'me', { token })).statusCode).toBe(401);
    await t.expectRefused(() => t.call('POST', 'login', { payload: { email: 'reset@example.com', password: 'correct horse' } }), 401, m.wrongCredentials);
    await t.login('reset@example.com', NEW_PASSWORD);
    // Single use.
    await t.expectRefused(() => reset('reset@example.com', code, 'yet another one'), 400, m.resetCodeInvalid);
    await t.expectRefused(() => t.call('POST', 'validateResetPasswordCode', { payload: { code } }), 400, m.resetCodeInvalid);
  });

  it('a code expires an hour after it was sent', async () => {
    await t.signUp('late-reset@example.com');
    await forgot('late-reset@example.com');
    const code = await t.resetCode('late-reset@example.com');
    t.clock.advance(RESET_CODE_LIFETIME_MS + 1);
    await t.expectRefused(() => t.call('POST', 'validateResetPasswordCode', { payload: { code } }), 400, m.resetCodeInvalid);
    await t.expectRefused(() => reset('late-reset@example.com', code), 400, m.resetCodeInvalid);
  });

  it('a code only resets the address it was sent to', async () => {
    await t.signUp('victim@example.com');
    await t.signUp('attacker@example.com');
    await forgot('attacker@example.com');
    const code = await t.resetCode('attacker@example.com');
    await t.expectRefused(() => reset('victim@example.com', code), 400, m.resetCodeInvalid);
  });

  it('a reset activates an account whose activation mail was lost', async () => {
    await t.register('lost-mail@example.com');
    await forgot('lost-mail@example.com');
    expect((await reset('lost-mail@example.com', await t.resetCode('lost-mail@example.com'))).statusCode).toBe(200);
    expect((await t.login('lost-mail@example.com', NEW_PASSWORD)).user.accountStatus).toBe('active');
  });

  it.each([
    [{ email: 'a@example.com', password: NEW_PASSWORD }, 'code: '],
    [{ email: 'not-an-address', password: NEW_PASSWORD, code: 'x' }, m.validEmail],
    [{ email: 'a@example.com', password: 'short', code: 'x' }, m.validPassword],
  ])('refuses %j with 400 and stores nothing', async (payload, error) => {
    const head = await t.stack.eventStore.headPosition();
    const res = await t.call('POST', 'resetPassword', { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });
});
