import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am } from '@lorewright/domain/accounts/accountMessages';
import { displayTextMessages } from '@lorewright/domain/shared/displayText';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { writingMessages } from '@lorewright/domain/writings/writingMessages';
import { listOutbox } from '../mail/outboxReader';
import { openWritingsApp, type WritingsApp } from './writings/testing/writingsTesting';
import { uniqueEmail } from './worlds/testing/worldsTesting';

// The one text rule for names and titles and the one e-mail rule (domain/src/shared/
// displayText.ts, domain/src/accounts/credentialRules.ts) at every door a name or an address
// comes in by: a refusal is a 400 with the rule's text and stores nothing.

const DRAGON = '\u{1F409}';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';

let t: WritingsApp;
let ann: { token: string; id: string; email: string };
let world: WorldView;
beforeAll(async () => {
  t = await openWritingsApp();
  ann = await t.person('ann');
  world = await t.createWorld(ann.token);
});
afterAll(() => t.close());

const createWorld = (name: unknown) => t.call('POST', 'createWorld', { token: ann.token, payload: { name, description: 'Somewhere.' } });
const updateUser = (payload: object) => t.call('PUT', 'user/updateUser', { token: ann.token, payload });
const invite = (invitedMemberEmail: string) => t.call('POST', 'world/inviteMember', { token: ann.token, payload: { worldID: world._id, invitedMemberEmail } });

describe('names of worlds', () => {
  it('refuses a name of zero-width characters only with the blank text and stores nothing', async () => {
    await t.expectRefused(() => createWorld('\u200B\u200B'), 400, wm.nameRequired);
    await t.expectRefused(() => createWorld('\u200D\u2060\uFEFF \u3000'), 400, wm.nameRequired);
  });

  it('refuses control characters and direction overrides', async () => {
    await t.expectRefused(() => createWorld('\u0000\u0007'), 400, displayTextMessages.forbidden);
    await t.expectRefused(() => createWorld('Eld\u0000oria'), 400, displayTextMessages.forbidden);
    await t.expectRefused(() => createWorld('Eldoria\u202Egnp.exe'), 400, displayTextMessages.forbidden);
    await t.expectRefused(
      () => t.call('POST', 'world/updateName', { token: ann.token, payload: { worldID: world._id, name: 'A\u2066B' } }),
      400,
      displayTextMessages.forbidden,
    );
    await t.expectRefused(
      () => t.call('POST', 'world/updateName', { token: ann.token, payload: { worldID: world._id, name: '\u200B' } }),
      400,
      wm.nameAndDescriptionRequired,
    );
  });

  it('accepts a name of 60 emoji (ZWJ families too) and stores it as sent', async () => {
    for (const name of [DRAGON.repeat(60), FAMILY.repeat(60)]) {
      const res = await createWorld(name);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().world.name).toBe(name);
    }
  });

  it('refuses 101 characters and stores the NFC form, trimmed of spaces and stray invisibles', async () => {
    await t.expectRefused(() => createWorld(DRAGON.repeat(101)), 400, wm.nameTooLong);
    const res = await createWorld('\u3000\u200BCafe\u0301 ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().world.name).toBe('Caf\u00E9');
  });

  it('refuses control characters other than tab and line breaks in a description', async () => {
    const res = await t.call('POST', 'createWorld', { token: ann.token, payload: { name: 'Lines', description: 'One\r\n\tTwo' } });
    expect(res.statusCode, res.body).toBe(201);
    await t.expectRefused(
      () => t.call('POST', 'world/updateDescription', { token: ann.token, payload: { worldID: world._id, description: 'Bell\u0007' } }),
      400,
      displayTextMessages.descriptionForbidden,
    );
  });
});

describe('profile names', () => {
  it('refuses a right-to-left override, controls and invisible-only names in user/updateUser', async () => {
    await t.expectRefused(() => updateUser({ name: 'Ann\u202Enimda' }), 400, displayTextMessages.forbidden);
    await t.expectRefused(() => updateUser({ name: 'Ann\u0000' }), 400, displayTextMessages.forbidden);
    await t.expectRefused(() => updateUser({ name: '\u200B\u3164' }), 400, 'Please enter a name.');
  });

  it('counts 80 characters as people see them', async () => {
    const res = await updateUser({ name: DRAGON.repeat(80) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.name).toBe(DRAGON.repeat(80));
    await t.expectRefused(() => updateUser({ name: DRAGON.repeat(81) }), 400, 'Please enter a name of at most 80 characters.');
  });

  it('refuses the same names at registration, with the product texts', async () => {
    const register = (name: string) => t.call('POST', 'register', { payload: { name, email: uniqueEmail('reg'), password: 'correct horse' } });
    await t.expectRefused(() => register('\u200B\u200B'), 400, am.enterAllFields);
    await t.expectRefused(() => register('Gina\u202E'), 400, displayTextMessages.forbidden);
  });
});

describe('writing titles and scene names', () => {
  it('refuses invisible-only titles, controls and overrides on new writings, renames and scenes', async () => {
    const doc = await t.newDoc(ann.token, world._id, { title: 'Chapter 1' });
    await t.expectRefused(
      () => t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, title: '\u200B' } }),
      400,
      writingMessages.nameRequired,
    );
    await t.expectRefused(
      () => t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: doc._id, worldID: world._id, title: 'A\u202EB' } }),
      400,
      displayTextMessages.forbidden,
    );
    await t.expectRefused(
      () => t.call('POST', 'creation/newWritingFolder', { token: ann.token, payload: { worldID: world._id, title: 'Notes\u0007' } }),
      400,
      displayTextMessages.forbidden,
    );
    await t.expectRefused(() => t.save(ann.token, doc, [{ ...doc.scenes[0], name: '\u2067Scene' }]), 400, displayTextMessages.forbidden);
    await t.expectRefused(() => t.save(ann.token, doc, [{ ...doc.scenes[0], name: '\uFE0F' }]), 400, writingMessages.nameRequired);
  });

  it('gives an invisible-only new title the default, and counts titles as people see them', async () => {
    expect((await t.newFolder(ann.token, world._id, { title: '\u200B\u200B' })).title).toBe('New Folder');
    const doc = await t.newDoc(ann.token, world._id, { title: FAMILY.repeat(100) });
    expect(doc.title).toBe(FAMILY.repeat(100));
    const res = await t.save(ann.token, doc, [{ ...doc.scenes[0], name: DRAGON.repeat(100) }]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('e-mail addresses', () => {
  it('refuses an invitation to an address list: 400, no invitation stored, no mail', async () => {
    await t.expectRefused(() => invite('victim,relay@example.org'), 400, wm.enterValidEmail);
    await t.expectRefused(() => invite('victim@example.com, relay@example.org'), 400, wm.enterValidEmail);
    await t.expectRefused(() => invite('Victim <relay@example.org>'), 400, wm.enterValidEmail);
    // A later invitation's mail arrives; the reactor mails in log order, so none went to the relay.
    const address = uniqueEmail('guest');
    await t.invite(ann.token, world._id, address);
    await expect.poll(async () => JSON.stringify(await listOutbox(t.stack.mail.outboxDir!)).includes(address)).toBe(true);
    expect(JSON.stringify(await listOutbox(t.stack.mail.outboxDir!))).not.toContain('relay@example.org');
    const invitations = (await t.stack.eventStore.readAll())
      .filter((e) => e.type === 'MemberInvited')
      .map((e) => (e.data as { invitedMemberEmail: string }).invitedMemberEmail);
    expect(invitations).toEqual([address]);
  });

  it('refuses an address with a NUL in user/updateUser and stores nothing', async () => {
    await t.expectRefused(() => updateUser({ email: 'gina@example.com\u0000' }), 400, am.validEmail);
    await t.expectRefused(() => updateUser({ email: 'gina@example.com\u0000', password: 'correct horse' }), 400, am.validEmail);
    await t.expectRefused(() => updateUser({ email: 'gina@example.com;relay@example.org' }), 400, am.validEmail);
  });

  it('answers login and forgotPassword for a broken address with the validation text, never more', async () => {
    await t.expectRefused(() => t.call('POST', 'login', { payload: { email: 'victim,relay@example.org', password: 'x' } }), 400, am.validEmail);
    await t.expectRefused(() => t.call('POST', 'forgotPassword', { payload: { email: `${ann.email}\u0000` } }), 400, am.validEmail);
    await t.expectRefused(
      () => t.call('POST', 'register', { payload: { name: 'Gina', email: 'gina@example.com,relay@example.org', password: 'correct horse' } }),
      400,
      am.validEmail,
    );
  });

  it('still takes plus addressing and subdomains, trimmed and lower-cased', async () => {
    const res = await t.call('POST', 'register', { payload: { name: 'Gina', email: '  Gina+Worlds@Mail.Example.co.uk ', password: 'correct horse' } });
    expect(res.statusCode, res.body).toBe(201);
    const registered = (await t.stack.eventStore.readAll()).filter((e) => e.type === 'UserRegistered').map((e) => (e.data as { email: string }).email);
    expect(registered).toContain('gina+worlds@mail.example.co.uk');
  });
});
