import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { EMAIL_CHANGE_LIFETIME_MS } from '@lorewright/domain/accounts/emailChange';
import { mailedCode } from '../../testing/mailedCode';
import { PASSWORD } from './testing/accountsTesting';
import { openWorldsApp, uniqueEmail, type WorldsApp } from '../worlds/testing/worldsTesting';

// An address changes only once the new address confirms it: an unconfirmed change would let an
// account take over the invitations sent to any address.
let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

const update = (token: string, payload: object) => t.call('PUT', 'user/updateUser', { token, payload });
const requestChange = async (token: string, email: string) => {
  const res = await update(token, { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; user: { email: string; pendingEmail: { address: string } | null } }>();
};
const lastRequest = async (newEmail: string) => {
  const events = await t.stack.eventStore.readAll();
  const found = events.filter((e) => e.type === 'EmailChangeRequested' && (e.data as { newEmail: string }).newEmail === newEmail).at(-1)!;
  const { sealedConfirmCode, sealedCancelCode } = found.data as { sealedConfirmCode: string | null; sealedCancelCode: string };
  return {
    confirmCode: sealedConfirmCode && (await mailedCode(t.stack, sealedConfirmCode, { id: found.id, page: 'confirm-email' })),
    cancelCode: await mailedCode(t.stack, sealedCancelCode, { id: `${found.id}-old`, page: 'cancel-email-change' }),
  };
};
const confirm = (code: string) => t.call('POST', 'user/confirmEmail', { payload: { code } });
const cancel = (payload: object, token?: string) => t.call('POST', 'user/cancelEmailChange', { payload, ...(token ? { token } : {}) });
const invitationsOf = async (token: string) => (await t.call('POST', 'user/invitations', { token })).json().invitations as { _id: string }[];

describe('an address change waits for the new address', () => {
  it('an unconfirmed change sees no invitation of the new address and cannot accept one; once confirmed it can', async () => {
    const author = await t.person('author');
    const world = await t.createWorld(author.token);
    const dana = uniqueEmail('dana'); // invited, has no account yet
    const invitation = await t.invite(author.token, world._id, dana);
    const mallory = await t.person('mallory');

    const answer = await requestChange(mallory.token, dana);
    expect(answer.message).toBe(m.emailChangeSent);
    expect(answer.user).toMatchObject({ email: mallory.email, pendingEmail: { address: dana } });
    expect(await invitationsOf(mallory.token)).toEqual([]);
    expect((await t.respond(mallory.token, invitation._id, 'accept')).json()).toEqual({ error: 'This invitation was sent to another e-mail address.' });
    expect((await t.call('GET', `world/${world._id}`, { token: mallory.token })).statusCode).toBe(403);

    // Whoever reads dana's mailbox confirms: now the account holds that address.
    const { confirmCode } = await lastRequest(dana);
    const confirmed = await confirm(confirmCode!);
    expect({ status: confirmed.statusCode, body: confirmed.json() }).toEqual({ status: 200, body: { message: m.emailChangeConfirmed } });
    expect((await invitationsOf(mallory.token)).map((i) => i._id)).toEqual([invitation._id]);
    expect((await t.respond(mallory.token, invitation._id, 'accept')).statusCode).toBe(200);
  });

  it('needs the current password, and a wrong one changes nothing (not even the name sent with it)', async () => {
    const ada = await t.person('ada');
    const to = uniqueEmail('new');
    await t.expectRefused(() => update(ada.token, { email: to }), 400, m.currentPasswordNeeded);
    await t.expectRefused(() => update(ada.token, { email: to, name: 'Someone Else', password: 'not my password' }), 400, m.wrongPassword);
    expect((await t.call('POST', 'me', { token: ada.token })).json().user).toMatchObject({ name: 'Ada Lovelace', email: ada.email });
  });

  it('login keeps the old address until confirmation, then only the new one works and the old one is free', async () => {
    const ada = await t.person('mover');
    const to = uniqueEmail('moved');
    await requestChange(ada.token, to.toUpperCase());
    await t.login(ada.email);
    expect((await t.call('POST', 'login', { payload: { email: to, password: PASSWORD } })).statusCode).toBe(401);
    expect((await confirm((await lastRequest(to)).confirmCode!)).statusCode).toBe(200);
    await t.login(to);
    expect((await t.call('POST', 'login', { payload: { email: ada.email, password: PASSWORD } })).statusCode).toBe(401);
    expect((await t.call('POST', 'me', { token: ada.token })).json().user).toMatchObject({ email: to, pendingEmail: null });
    const before = (await t.stack.eventStore.readAll()).filter((e) => e.type === 'UserRegistered').length;
    expect((await t.register(ada.email)).statusCode).toBe(201);
    expect((await t.stack.eventStore.readAll()).filter((e) => e.type === 'UserRegistered')).toHaveLength(before + 1);
  });

  it('a confirm link works once and not after a day', async () => {
    const ada = await t.person('once');
    const to = uniqueEmail('once-new');
    await requestChange(ada.token, to);
    const code = (await lastRequest(to)).confirmCode!;
    expect((await confirm(code)).statusCode).toBe(200);
    await t.expectRefused(() => confirm(code), 400, m.emailChangeLinkInvalid);

    const bea = await t.person('late');
    const late = uniqueEmail('late-new');
    await requestChange(bea.token, late);
    t.clock.advance(EMAIL_CHANGE_LIFETIME_MS + 1);
    const lateCode = (await lastRequest(late)).confirmCode!;
    await t.expectRefused(() => confirm(lateCode), 400, m.emailChangeLinkInvalid);
    await t.expectRefused(() => confirm('garbage'), 400, m.emailChangeLinkInvalid);
    await t.expectRefused(() => confirm(`${bea.id}.forged`), 400, m.emailChangeLinkInvalid);
  });

  it('the old address cancels by its link; the owner cancels signed in; a cancelled change cannot be confirmed', async () => {
    const ada = await t.person('cancel');
    const to = uniqueEmail('cancel-new');
    await requestChange(ada.token, to);
    const { confirmCode, cancelCode } = await lastRequest(to);
    await t.expectRefused(() => cancel({ code: confirmCode }), 400, m.emailChangeLinkInvalid);
    const cancelled = await cancel({ code: cancelCode });
    expect({ status: cancelled.statusCode, body: cancelled.json() }).toEqual({ status: 200, body: { message: m.emailChangeCancelled } });
    await t.expectRefused(() => confirm(confirmCode!), 400, m.emailChangeLinkInvalid);
    expect((await t.call('POST', 'me', { token: ada.token })).json().user).toMatchObject({ email: ada.email, pendingEmail: null });

    await requestChange(ada.token, to);
    expect((await cancel({}, ada.token)).statusCode).toBe(200);
    await t.expectRefused(() => cancel({}, ada.token), 400, m.noEmailChange);
    await t.expectRefused(() => cancel({}), 401, m.loginRequired);
  });

  it('a taken address is answered exactly like a free one, and nothing can confirm it', async () => {
    const ada = await t.person('prober');
    const owner = await t.person('owner');
    const taken = await update(ada.token, { email: owner.email, password: PASSWORD });
    const free = await update(ada.token, { email: uniqueEmail('free'), password: PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect((await lastRequest(owner.email)).confirmCode).toBeNull();
    expect((await t.call('POST', 'me', { token: owner.token })).json().user.email).toBe(owner.email);
  });
});

describe('registering with an address that has an account', () => {
  it('is answered as a new registration, creates nothing and tells the owner once an hour', async () => {
    const owner = await t.person('registered');
    const fresh = await t.register(uniqueEmail('fresh'));
    const before = await t.stack.eventStore.readAll();
    const again = await t.register(owner.email.toUpperCase(), { name: 'Impostor' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
    const added = (await t.stack.eventStore.readAll()).slice(before.length);
    expect(added.map((e) => e.type)).toEqual(['RegistrationAttempted']);
    expect(added[0]?.stream).toBe(`user-${owner.id}`);
    expect((await t.register(owner.email)).statusCode).toBe(201);
    expect((await t.stack.eventStore.readAll()).filter((e) => e.type === 'RegistrationAttempted' && e.stream === `user-${owner.id}`)).toHaveLength(1);
  });
});
