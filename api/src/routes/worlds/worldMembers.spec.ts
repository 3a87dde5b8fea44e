import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { InvitationView } from '@lorewright/domain/worlds/worldView';
import { listOutbox, readOutboxMail } from '../../mail/outboxReader';
import { openWorldsApp, uniqueEmail, type WorldsApp } from './testing/worldsTesting';

let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

const invitationMailTo = async (address: string) => {
  const outbox = t.stack.mail.outboxDir!;
  await expect.poll(async () => (await listOutbox(outbox)).some((mail) => mail.to === address)).toBe(true);
  const summary = (await listOutbox(outbox)).find((mail) => mail.to === address)!;
  return readOutboxMail(outbox, summary.id);
};

describe('POST /api/v1/world/inviteMember', () => {
  it('invites an address with 201 and mails it a link to the invitation page', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token, 'Eldoria');
    const address = uniqueEmail('guest');
    const res = await t.call('POST', 'world/inviteMember', {
      token: ann.token,
      payload: { worldID: world._id, invitedMemberEmail: ` ${address.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(201);
    const { message, invitation } = res.json();
    expect(message).toBe('Invitation sent successfully.');
    expect(invitation).toMatchObject({
      worldID: world._id,
      world: { _id: world._id, name: 'Eldoria', description: 'A land of rivers.', headerImage: null },
      authorID: ann.id,
      author: { _id: ann.id, name: 'Ada Lovelace' },
      invitedMemberEmail: address,
      acceptedOn: null,
      rejectedOn: null,
    });
    const mail = await invitationMailTo(address);
    expect(mail?.subject).toBe('Ada Lovelace invited you to Eldoria');
    expect(mail?.text).toContain(`${t.stack.config.publicUrl.replace(/\/+$/, '')}/invitation/${invitation._id}`);
  });

  it('refuses a malformed address, the author’s own, a member’s, and a second pending one', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const world = await t.createWorld(ann.token);
    const inviteAs = (invitedMemberEmail: string) =>
      t.call('POST', 'world/inviteMember', { token: ann.token, payload: { worldID: world._id, invitedMemberEmail } });
    await t.expectRefused(() => inviteAs('not-an-address'), 400, m.enterValidEmail);
    await t.expectRefused(() => inviteAs(''), 400, m.enterValidEmail);
    await t.expectRefused(() => inviteAs(ann.email.toUpperCase()), 400, m.cannotInviteSelf);
    const pending = uniqueEmail('pending');
    await t.invite(ann.token, world._id, pending);
    await t.expectRefused(() => inviteAs(pending), 409, m.alreadyInvited);
    await t.join(ann, world._id, bea);
    await t.expectRefused(() => inviteAs(bea.email), 409, m.alreadyMember);
  });
});

describe('POST /api/v1/world/members', () => {
  it('the author sees the members, their roles, pending invitations and access overrides; a member sees the members and roles only', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const world = await t.createWorld(ann.token);
    const alone = (await t.call('POST', 'world/members', { token: ann.token, payload: { worldID: world._id } })).json();
    expect(alone).toEqual({
      author: { _id: ann.id, name: 'Ada Lovelace', avatarImage: 'default_avatar.png' },
      members: [],
      invitations: [],
      roles: {},
      elementAccess: {},
    });
    await t.join(ann, world._id, bea);
    const pending = await t.invite(ann.token, world._id, uniqueEmail('later'));
    const asAuthor = (await t.call('POST', 'world/members', { token: ann.token, payload: { worldID: world._id } })).json();
    expect(asAuthor.members).toEqual([{ _id: bea.id, name: 'Ada Lovelace', avatarImage: 'default_avatar.png' }]);
    expect(asAuthor.invitations.map((i: InvitationView) => i._id)).toEqual([pending._id]);
    const asMember = (await t.call('POST', 'world/members', { token: bea.token, payload: { worldID: world._id } })).json();
    expect(asAuthor.roles).toEqual({ [bea.id]: 'reader' });
    expect(asMember).toEqual({ ...asAuthor, invitations: [], elementAccess: undefined });
    expect(asMember).not.toHaveProperty('elementAccess');
  });
});

describe('answering an invitation', () => {
  it('the invited account reads it, accepts it once and becomes a member', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const world = await t.createWorld(ann.token);
    const invitation = await t.invite(ann.token, world._id, bea.email);
    expect((await t.call('POST', 'world/invitation', { token: bea.token, payload: { invitationID: invitation._id } })).json()).toEqual({ invitation });
    const res = await t.respond(bea.token, invitation._id, 'accept');
    expect(res.json()).toMatchObject({
      message: 'Invitation accepted successfully.',
      invitation: { acceptedOn: expect.any(String), rejectedOn: null },
      world: { _id: world._id, members: [bea.id] },
    });
    expect((await t.call('GET', `world/${world._id}`, { token: bea.token })).statusCode).toBe(200);
    await t.expectRefused(() => t.respond(bea.token, invitation._id, 'reject'), 409, m.invitationAnswered);
  });

  it('rejecting records the answer; the private world stays closed', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const world = await t.createWorld(ann.token);
    const invitation = await t.invite(ann.token, world._id, bea.email);
    const res = await t.respond(bea.token, invitation._id, 'reject');
    expect(res.json()).toMatchObject({
      message: 'Invitation rejected successfully.',
      invitation: { acceptedOn: null, rejectedOn: expect.any(String) },
      world: null,
    });
    expect((await t.call('GET', `world/${world._id}`, { token: bea.token })).statusCode).toBe(403);
  });

  it('of two parallel accepts exactly one succeeds, and the member is added once', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const world = await t.createWorld(ann.token);
    const invitation = await t.invite(ann.token, world._id, bea.email);
    const answers = await Promise.all([t.respond(bea.token, invitation._id, 'accept'), t.respond(bea.token, invitation._id, 'accept')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ error: m.invitationAnswered });
    const accepted = (await t.stack.eventStore.readStream(`world-${world._id}`)).filter((e) => e.type === 'InvitationAccepted');
    expect(accepted).toHaveLength(1);
    expect((await t.call('GET', `world/${world._id}`, { token: ann.token })).json().world.members).toEqual([bea.id]);
  });

  it('another account cannot read or answer it; an unknown one is not found', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const eve = await t.person('eve');
    const world = await t.createWorld(ann.token);
    const invitation = await t.invite(ann.token, world._id, bea.email);
    await t.expectRefused(() => t.call('POST', 'world/invitation', { token: eve.token, payload: { invitationID: invitation._id } }), 404, m.invitationNotFound);
    await t.expectRefused(() => t.respond(eve.token, invitation._id, 'accept'), 403, m.invitationNotYours);
    await t.expectRefused(() => t.respond(bea.token, 'nope', 'accept'), 404, m.invitationNotFound);
    await t.expectRefused(() => t.respond(bea.token, invitation._id, 'maybe' as 'accept'), 400, m.chooseDecision);
    expect((await t.call('POST', 'world/invitation', { token: ann.token, payload: { invitationID: invitation._id } })).json()).toEqual({ invitation });
  });

  it('an address without an account can be invited; whoever registers it later answers', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    const address = uniqueEmail('newcomer');
    const invitation = await t.invite(ann.token, world._id, address);
    const { token } = await t.signUp(address);
    expect((await t.call('POST', 'user/invitations', { token })).json()).toEqual({ invitations: [invitation] });
    expect((await t.respond(token, invitation._id, 'accept')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/user/invitations', () => {
  it("lists every invitation to the caller's address, newest first, answered ones too", async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const first = await t.createWorld(ann.token, 'First');
    const second = await t.createWorld(ann.token, 'Second');
    const older = await t.invite(ann.token, first._id, bea.email);
    t.clock.advance(1000);
    const newer = await t.invite(ann.token, second._id, bea.email);
    await t.respond(bea.token, older._id, 'reject');
    const { invitations } = (await t.call('POST', 'user/invitations', { token: bea.token })).json();
    expect(invitations.map((i: InvitationView) => [i._id, i.rejectedOn === null])).toEqual([
      [newer._id, true],
      [older._id, false],
    ]);
    expect((await t.call('POST', 'user/invitations', { token: ann.token })).json()).toEqual({ invitations: [] });
  });
});
