import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_NAME } from '@lorewright/domain/events/personalData';
import { allProjections } from '@lorewright/projections/allProjections';
import { dropStaleBuilds } from '@lorewright/projections/runner/projectionStatus';
import { PASSWORD } from '@lorewright/api/routes/accounts/testing/accountsTesting';
import { openStaffApp, type StaffApp } from '@lorewright/api/routes/staff/testing/staffTesting';
import { INVITATION_MAIL_LOG } from '@lorewright/api/mail/invitationMails.reactor';
import { forget, reapplyErasures } from './forget';
import { rebuild } from './rebuild';

// `ops forget`: after it, no read model and no API answer holds the person's name,
// address or login place, and a rebuild from the log brings none of them back. Their public
// content stays, by 'Deleted user'.

const NAME = 'Quintessa Marlowe';
const EMAIL = 'quintessa.marlowe@example.com';
const IP = '198.51.100.23';
const PERSONAL = [NAME, EMAIL, IP];
const quiet = () => undefined;

let t: StaffApp;
let ada: { token: string; id: string };
let bo: { token: string; id: string };
let adaWorldId: string;
let boWorldId: string;

const ok = async <T>(response: ReturnType<StaffApp['call']>, status = 200) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
};

// Every document of every read model, as one text.
const readModelsText = async () => {
  const names = await t.stack.readStore.listCollections();
  const documents = await Promise.all(names.map((name) => t.stack.readStore.collection(name).find()));
  return JSON.stringify(documents);
};
// What people and staff are answered about her and around her.
const answersText = async () => {
  const staff = t.support.token;
  const answers = await Promise.all([
    t.call('POST', 'me', { token: bo.token }),
    t.call('POST', 'world/members', { token: bo.token, payload: { worldID: adaWorldId } }),
    t.call('GET', `world/${adaWorldId}`, { token: bo.token }),
    t.call('POST', 'world/members', { token: bo.token, payload: { worldID: boWorldId } }),
    t.call('GET', `user/profile/${ada.id}`),
    t.call('GET', `staff/users?q=${encodeURIComponent('Quintessa')}`, { token: staff }),
    t.call('GET', `staff/users?q=${encodeURIComponent(EMAIL)}`, { token: staff }),
    t.call('GET', `staff/users/${ada.id}`, { token: staff }),
    t.call('GET', `staff/users/${ada.id}/events?stream=user-${ada.id}`, { token: staff }),
    t.call('GET', `staff/users/${bo.id}/events?stream=notifications-${bo.id}`, { token: staff }),
    t.call('GET', `staff/users/${bo.id}/events?stream=world-${boWorldId}`, { token: staff }),
  ]);
  return answers.map((res) => res.body).join('\n');
};
const expectNothingPersonal = (text: string) => {
  for (const value of PERSONAL) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
};

beforeAll(async () => {
  t = await openStaffApp();
  expect((await t.register(EMAIL, { name: NAME })).statusCode).toBe(201);
  expect((await t.call('GET', `activate/${await t.activationCode(EMAIL)}`)).statusCode).toBe(200);
  const adaLogin = await t.login(EMAIL, undefined, IP);
  ada = { token: adaLogin.token, id: adaLogin.user._id };
  const boLogin = await t.signUp('bo.forget@example.com');
  bo = { token: boLogin.token, id: boLogin.user._id };

  // Her world, public, which Bo joins (he is told who invited him: her name); Bo's world, to
  // which he invites her address; a violation staff issued her.
  adaWorldId = (
    await ok<{ world: { _id: string } }>(t.call('POST', 'createWorld', { token: ada.token, payload: { name: 'Vellmoor', description: 'Moors.' } }), 201)
  ).world._id;
  await ok(t.call('POST', 'world/updateVisibility', { token: ada.token, payload: { worldID: adaWorldId, visibility: 'public' } }));
  const invitation = await ok<{ invitation: { _id: string } }>(
    t.call('POST', 'world/inviteMember', { token: ada.token, payload: { worldID: adaWorldId, invitedMemberEmail: 'bo.forget@example.com' } }),
    201,
  );
  await ok(t.call('POST', 'world/respondToInvitation', { token: bo.token, payload: { invitationID: invitation.invitation._id, decision: 'accept' } }));
  boWorldId = (
    await ok<{ world: { _id: string } }>(t.call('POST', 'createWorld', { token: bo.token, payload: { name: 'Harrowgate', description: 'Gates.' } }), 201)
  ).world._id;
  await ok(t.call('POST', 'world/inviteMember', { token: bo.token, payload: { worldID: boWorldId, invitedMemberEmail: EMAIL } }), 201);
  const { position } = await t.stack.commands.staff.issueViolation(ada.id, 'Spam', { actorId: t.support.user._id, correlationId: 'spec' });
  await t.stack.waitForViews(position);
  // The notification that names her reaches Bo, and Bo's invitation is mailed to her address
  // (the invitation mail log keeps the address).
  const until = async (done: () => Promise<boolean>, what: string) => {
    for (let tries = 0; !(await done()); tries++) {
      if (tries > 100) throw new Error(what);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await until(async () => (await t.call('POST', 'me', { token: bo.token })).body.includes(NAME), 'No notification naming her reached Bo.');
  await until(async () => (await t.stack.readStore.collection(INVITATION_MAIL_LOG).count({ email: EMAIL })) > 0, "Bo's invitation was not mailed to her.");
});
afterAll(() => t.close());

describe('ops forget', () => {
  it('finds her everywhere before (so the checks below can fail)', async () => {
    for (const value of PERSONAL) expect((await readModelsText()).toLowerCase()).toContain(value.toLowerCase());
    expect(await answersText()).toContain(NAME);
  });

  it('erases her from every read model and every answer, and ends her sessions', async () => {
    expect(await forget(t.stack, [EMAIL], 'ops:spec', quiet, 0)).toBe(`User ${ada.id} is forgotten.`);
    expectNothingPersonal(await readModelsText());
    expectNothingPersonal(await answersText());
    expect((await t.call('POST', 'me', { token: ada.token })).statusCode).toBe(401);
    expect((await t.call('POST', 'login', { payload: { email: EMAIL, password: PASSWORD } })).statusCode).toBe(401);
  });

  it('leaves her public content, by a deleted user', async () => {
    const world = await ok<{ world: { name: string } }>(t.call('GET', `world/${adaWorldId}`));
    expect(world.world.name).toBe('Vellmoor');
    const profile = await ok<{ user: { name: string } }>(t.call('GET', `user/profile/${ada.id}`));
    expect(profile.user.name).toBe(ERASED_NAME);
  });

  it('frees her address: it can be registered again', async () => {
    expect((await t.register(EMAIL, { name: 'Someone New' })).statusCode).toBe(201);
  });

  it('a rebuild from the log brings none of it back, and the log itself never held it in the clear', async () => {
    await rebuild(
      t.stack.stores,
      allProjections.map((projection) => projection.name),
      quiet,
    );
    await dropStaleBuilds(t.stack.readStore, allProjections);
    const text = await readModelsText();
    expect(text).not.toContain(NAME);
    expect(text).not.toContain(IP);
    // The new account of that address is someone else's; hers reads as erased.
    expect(JSON.stringify(await t.stack.queries.accounts.userById(ada.id))).not.toContain(EMAIL);
    const log = path.join(t.stack.config.dataDir, 'events.db');
    const bytes = ['', '-wal'].map((suffix) => (fs.existsSync(log + suffix) ? fs.readFileSync(log + suffix, 'latin1') : '')).join('');
    for (const value of PERSONAL) expect(bytes).not.toContain(value);
  });

  it('run again, or reapplied after a restore, changes nothing and fails nowhere', async () => {
    await expect(forget(t.stack, [ada.id], 'ops:spec', quiet, 0)).resolves.toBe(`User ${ada.id} is forgotten.`);
    await expect(reapplyErasures(t.stack, quiet, 0)).resolves.toBe('Every erasure in the log holds again.');
    expect(await t.stack.stores.keyVault.keysOf([`user:${ada.id}`])).toEqual(new Map());
  });

  it('refuses an unknown person', async () => {
    await expect(forget(t.stack, ['nobody@example.com'], 'ops:spec', quiet)).rejects.toThrow('No account holds nobody@example.com.');
  });
});
