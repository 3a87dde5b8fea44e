import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { roleMessages as r } from '@lorewright/domain/worlds/memberRoles';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { openWorldsApp, type WorldsApp } from './testing/worldsTesting';

let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

// An owner, a member who will change role, and a second member who stays a reader.
const worldWithMembers = async () => {
  const [owner, bea, cid] = await Promise.all([t.person('owner'), t.person('bea'), t.person('cid')]);
  const world = await t.createWorld(owner.token);
  await t.join(owner, world._id, bea);
  await t.join(owner, world._id, cid);
  return { world, owner, bea, cid };
};

const membersAs = (token: string, worldId: string) => t.ok<Record<string, unknown>>(t.call('POST', 'world/members', { token, payload: { worldID: worldId } }));
const worldAs = async (token: string, worldId: string) => (await t.ok<{ world: WorldView }>(t.call('GET', `world/${worldId}`, { token }))).world;

describe('POST /api/v1/world/setMemberRole', () => {
  it('changes a role, answers the world and the members, and shows in world/members and GET world/{id}', async () => {
    const { world, owner, bea, cid } = await worldWithMembers();
    const res = await t.ok<Record<string, unknown> & { world: WorldView }>(t.setRole(owner.token, world._id, bea.id, 'editor'));
    expect(res.message).toBe(r.roleChanged);
    expect(res.world.roles).toEqual({ [bea.id]: 'editor' });
    expect(res.roles).toEqual({ [bea.id]: 'editor', [cid.id]: 'reader' });

    expect((await membersAs(cid.token, world._id)).roles).toEqual({ [bea.id]: 'editor', [cid.id]: 'reader' });
    expect((await worldAs(cid.token, world._id)).roles).toEqual({ [bea.id]: 'editor' });
  });

  it('a co-owner sees the pending invitations and the overrides, as the owner does', async () => {
    const { world, owner, bea } = await worldWithMembers();
    await t.ok(t.setRole(owner.token, world._id, bea.id, 'co-owner'));
    const pending = await t.invite(owner.token, world._id, 'later@example.com');
    const asCoOwner = await membersAs(bea.token, world._id);
    expect((asCoOwner.invitations as { _id: string }[]).map((i) => i._id)).toEqual([pending._id]);
    expect(asCoOwner.elementAccess).toEqual({});
  });

  it('a co-owner invites and reads the invitation back; a reader cannot read it', async () => {
    const { world, owner, bea, cid } = await worldWithMembers();
    await t.ok(t.setRole(owner.token, world._id, bea.id, 'co-owner'));
    const invitation = await t.invite(bea.token, world._id, 'newcomer@example.com');
    expect(invitation).toMatchObject({ worldID: world._id, invitedMemberEmail: 'newcomer@example.com' });
    expect((await t.call('POST', 'world/invitation', { token: bea.token, payload: { invitationID: invitation._id } })).statusCode).toBe(200);
    await t.expectRefused(() => t.call('POST', 'world/invitation', { token: cid.token, payload: { invitationID: invitation._id } }), 404, m.invitationNotFound);
  });

  it('refuses a role that does not exist with the schema’s message', async () => {
    const { world, owner, bea } = await worldWithMembers();
    const payload = { worldID: world._id, memberID: bea.id, role: 'admin' };
    await t.expectRefused(() => t.call('POST', 'world/setMemberRole', { token: owner.token, payload }), 400, r.chooseRole);
    await t.expectRefused(
      () => t.call('POST', 'world/setMemberRole', { token: owner.token, payload: { ...payload, role: 'reader', memberID: '' } }),
      400,
      r.chooseMember,
    );
  });

  it('answers 404 for someone who is not a member, and for one who turned the invitation down', async () => {
    const { world, owner } = await worldWithMembers();
    const [stranger, declined] = await Promise.all([t.person('stranger'), t.person('declined')]);
    const invitation = await t.invite(owner.token, world._id, declined.email);
    await t.ok(t.respond(declined.token, invitation._id, 'reject'));
    await t.expectRefused(() => t.setRole(owner.token, world._id, stranger.id, 'editor'), 404, r.notMember);
    await t.expectRefused(() => t.setRole(owner.token, world._id, declined.id, 'editor'), 404, r.notMember);
  });
});

describe('POST /api/v1/updateElementAccess', () => {
  it('sets an override the owner sees and a reader does not, then removes it', async () => {
    const { world, owner, bea, cid } = await worldWithMembers();
    const writing = await t.newWriting(owner.token, world._id);
    const key = `writing:${writing._id}`;
    const res = await t.ok<Record<string, unknown> & { world: WorldView }>(t.setAccess(owner.token, world._id, bea.id, writing._id, 'edit'));
    expect(res.message).toBe(r.accessChanged);
    expect(res.elementAccess).toEqual({ [key]: { [bea.id]: 'edit' } });
    expect(res.world.elementAccess).toEqual({ [key]: { [bea.id]: 'edit' } });

    expect((await membersAs(owner.token, world._id)).elementAccess).toEqual({ [key]: { [bea.id]: 'edit' } });
    expect(await membersAs(cid.token, world._id)).not.toHaveProperty('elementAccess');
    expect((await worldAs(cid.token, world._id)).elementAccess).toEqual({});

    await t.ok(t.setAccess(owner.token, world._id, bea.id, writing._id, 'role'));
    expect((await membersAs(owner.token, world._id)).elementAccess).toEqual({});
  });

  it('answers 404 for an element that is not in the world', async () => {
    const { world, owner, bea } = await worldWithMembers();
    const elsewhere = await t.newWriting(owner.token, (await t.createWorld(owner.token, 'Elsewhere'))._id);
    await t.expectRefused(() => t.setAccess(owner.token, world._id, bea.id, 'no-such-writing', 'read'), 404, r.elementNotInWorld);
    await t.expectRefused(() => t.setAccess(owner.token, world._id, bea.id, elsewhere._id, 'read'), 404, r.elementNotInWorld);
    await t.expectRefused(() => t.setAccess(owner.token, world._id, bea.id, 'no-such-writing', 'role'), 404, r.elementNotInWorld);
  });

  it('answers 404 for someone who is not a member', async () => {
    const { world, owner } = await worldWithMembers();
    const [stranger, writing] = await Promise.all([t.person('stranger'), t.newWriting(owner.token, world._id)]);
    await t.expectRefused(() => t.setAccess(owner.token, world._id, stranger.id, writing._id, 'read'), 404, r.notMember);
  });

  it('refuses an access or element kind that does not exist with the schema’s message', async () => {
    const { world, owner, bea } = await worldWithMembers();
    const writing = await t.newWriting(owner.token, world._id);
    const payload = { element: 'writing', elementID: writing._id, worldID: world._id, memberID: bea.id, access: 'admin' };
    const send = (body: object) => () => t.call('POST', 'updateElementAccess', { token: owner.token, payload: body });
    await t.expectRefused(send(payload), 400, r.chooseAccess);
    await t.expectRefused(send({ ...payload, access: 'read', element: 'scroll' }), 400, elementMessages.chooseElement);
    await t.expectRefused(send({ ...payload, access: 'read', elementID: '' }), 400, elementMessages.chooseElementId);
  });
});
