import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import { sha256Hex } from '@lorewright/commands/accounts/secrets';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffEventsView } from '@lorewright/domain/staff/staffViews';
import { PASSWORD } from '../accounts/testing/accountsTesting';
import { REDACTED } from './redactedEvent';
import { openStaffApp, type StaffApp } from './testing/staffTesting';

// No live secret is readable from the event log through the staff console: a support account
// that could read a reset code there could take over any account, admins included.

let t: StaffApp;
beforeAll(async () => {
  t = await openStaffApp();
});
afterAll(() => t.close());

const eventsOf = (token: string, userId: string) => t.call('GET', `staff/users/${userId}/events?stream=user-${userId}`, { token });
const forgot = async (email: string) => {
  expect((await t.call('POST', 'forgotPassword', { payload: { email } })).statusCode).toBe(200);
  return t.resetCode(email);
};
const storedData = async (userId: string, type: string) =>
  (await t.stack.eventStore.readStream(`user-${userId}`)).filter((event) => event.type === type).map((event) => event.data as Record<string, unknown>);

describe('the staff console shows no live secret', () => {
  it('support cannot open an admin’s raw events, so a reset it asked for cannot be read and used', async () => {
    const admin = (await t.signUp('boss@example.com')).user;
    await t.grant(admin._id, 'admin');
    const code = await forgot(admin.email);
    await t.expectRefused(() => eventsOf(t.support.token, admin._id), 403, m.staffAccountsAreForAdmins);
    // The code still works for the one who got the mail.
    const reset = await t.call('POST', 'resetPassword', { payload: { email: admin.email, code, password: 'a brand new password' } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('an admin reading a person’s raw events finds no code, no password hash, no token hash', async () => {
    const person = await t.signUp('audited@example.com');
    const code = await forgot(person.user.email);
    const res = await eventsOf(t.admin.token, person.user._id);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<StaffEventsView>();
    const [registered] = await storedData(person.user._id, 'UserRegistered');
    const [login] = await storedData(person.user._id, 'UserLoggedIn');
    const [request] = await storedData(person.user._id, 'PasswordResetRequested');
    for (const secret of [
      code,
      sha256Hex(code),
      registered.passwordHash,
      registered.activationCodeHash,
      registered.sealedActivationCode,
      login.tokenHash,
      request.sealedCode,
    ])
      expect(res.body).not.toContain(String(secret));
    expect(res.body).not.toContain('argon2');
    const shown = (type: string) => view.events.find((event) => event.type === type)!.data;
    expect(shown('UserRegistered')).toMatchObject({ passwordHash: REDACTED, activationCodeHash: REDACTED, sealedActivationCode: REDACTED });
    expect(shown('UserLoggedIn')).toMatchObject({ tokenHash: REDACTED });
    expect(shown('PasswordResetRequested')).toMatchObject({ codeHash: REDACTED, sealedCode: REDACTED, email: person.user.email });
  });

  it('the log itself holds no mailed code: once mailed, the sealed code opens to nothing', async () => {
    const person = await t.signUp('sealed-log@example.com');
    const code = await forgot(person.user.email);
    await t.stack.reactors.waitFor(await t.stack.eventStore.headPosition());
    expect(JSON.stringify(await t.stack.eventStore.readAll())).not.toContain(code);
    const [request] = await storedData(person.user._id, 'PasswordResetRequested');
    expect(await createMailedCodes(t.stack.stores.keyVault).open(String(request.sealedCode))).toBeNull();
  });

  it('support cannot open another support member’s raw events; anyone may open their own; an admin opens a support member’s', async () => {
    const colleague = await t.signUp('colleague@example.com');
    await t.grant(colleague.user._id, 'support');
    await t.expectRefused(() => eventsOf(t.support.token, colleague.user._id), 403, m.staffAccountsAreForAdmins);
    expect((await eventsOf(t.support.token, t.support.user._id)).statusCode).toBe(200);
    expect((await eventsOf(t.admin.token, colleague.user._id)).statusCode).toBe(200);
  });
});

describe('codes stored in clear before codes were sealed', () => {
  // An event as it was written then: schema version 1, the code in the payload.
  const appendOld = async (userId: string, type: string, data: object) => {
    const metadata = { actorId: userId, correlationId: 'old', causationId: null, timestamp: t.clock.now().toISOString(), schemaVersion: 1 };
    const { position } = await t.stack.eventStore.append(`user-${userId}`, [{ id: randomUUID(), type, data, metadata }], { expectedRevision: 'any' });
    await t.stack.waitForViews(position, ['accountLookups', 'users']);
  };

  it('an old reset code is hidden from the console and no longer resets the password', async () => {
    const person = await t.signUp('old-reset@example.com');
    const oldCode = 'old-clear-reset-code-0123456789abcdefghijklmnop';
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await appendOld(person.user._id, 'PasswordResetRequested', {
      userId: person.user._id,
      email: person.user.email,
      code: oldCode,
      codeHash: sha256Hex(oldCode),
      expiresAt,
    });

    const res = await eventsOf(t.admin.token, person.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(oldCode);

    await t.expectRefused(
      () => t.call('POST', 'resetPassword', { payload: { email: person.user.email, code: oldCode, password: 'taken over!' } }),
      400,
      a.resetCodeInvalid,
    );
    expect((await t.call('POST', 'login', { payload: { email: person.user.email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('an old activation code is hidden and no longer activates', async () => {
    const userId = randomUUID();
    const oldCode = 'old-clear-activation-code-0123456789abcdefghij';
    await appendOld(userId, 'UserRegistered', {
      userId,
      name: 'Old Timer',
      email: 'old-timer@example.com',
      passwordHash: 'not-a-real-hash',
      avatarImage: 'default_avatar.png',
      dateJoined: t.clock.now().toISOString(),
      userClass: 'Normal User',
      permissions: {},
      activationCode: oldCode,
    });
    const res = await eventsOf(t.admin.token, userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(oldCode);
    await t.expectRefused(() => t.call('GET', `activate/${oldCode}`), 400, a.invalidCode);
  });
});
