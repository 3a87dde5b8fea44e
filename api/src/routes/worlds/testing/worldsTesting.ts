import { expect } from 'vitest';
import type { ElementAccessChoice, MemberRole } from '@lorewright/domain/worlds/memberRoles';
import type { InvitationView, WorldView } from '@lorewright/domain/worlds/worldView';
import { REQUEST_ID_HEADER } from '../../../plugins/requestIds';
import { openAccountsApp } from '../../accounts/testing/accountsTesting';

// Shared by the world specs: the accounts app plus the steps that build a world with people in
// every role around it. Addresses are unique per call, so specs can share one app.

let counter = 0;
export const uniqueEmail = (who: string) => `${who}-${++counter}@example.com`;

export const openWorldsApp = async () => {
  const t = await openAccountsApp();

  const person = async (who: string) => {
    const email = uniqueEmail(who);
    const { token, user } = await t.signUp(email);
    return { token, id: user._id, email };
  };

  const ok = async <T>(response: ReturnType<typeof t.call>, status = 200): Promise<T> => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };

  // The test clock stands still unless moved: each change comes a second after the last, so
  // newest-first orders are well defined.
  const later = () => t.clock.advance(1000);

  const createWorld = async (token: string, name = 'Eldoria', description = 'A land of rivers.') => {
    later();
    return (await ok<{ world: WorldView }>(t.call('POST', 'createWorld', { token, payload: { name, description } }), 201)).world;
  };

  const setVisibility = (token: string, worldId: string, visibility: 'public' | 'private') => {
    later();
    return ok<{ world: WorldView }>(t.call('POST', 'world/updateVisibility', { token, payload: { worldID: worldId, visibility } }));
  };

  const invite = async (token: string, worldId: string, invitedMemberEmail: string) =>
    (await ok<{ invitation: InvitationView }>(t.call('POST', 'world/inviteMember', { token, payload: { worldID: worldId, invitedMemberEmail } }), 201))
      .invitation;

  const respond = (token: string, invitationId: string, decision: 'accept' | 'reject') =>
    t.call('POST', 'world/respondToInvitation', { token, payload: { invitationID: invitationId, decision } });

  const join = async (author: { token: string }, worldId: string, member: { token: string; email: string }) => {
    const invitation = await invite(author.token, worldId, member.email);
    await ok(respond(member.token, invitation._id, 'accept'));
    return invitation;
  };

  const setRole = (token: string, worldId: string, memberId: string, role: MemberRole) =>
    t.call('POST', 'world/setMemberRole', { token, payload: { worldID: worldId, memberID: memberId, role } });

  const setAccess = (token: string, worldId: string, memberId: string, elementId: string, access: ElementAccessChoice) =>
    t.call('POST', 'updateElementAccess', { token, payload: { element: 'writing', elementID: elementId, worldID: worldId, memberID: memberId, access } });

  // A writing in the world, for the element access specs.
  const newWriting = async (token: string, worldId: string, title = 'Chapter One') =>
    (
      await ok<{ writing: { _id: string; title: string } }>(
        t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID: worldId, title } }),
        201,
      )
    ).writing;

  const block = async (userId: string) => {
    const { position } = await t.stack.commands.accounts.block(userId, 'spam', { actorId: null, correlationId: 'test' });
    await t.stack.waitForViews(position, ['users']);
  };

  // A private world with its author, an accepted member (a reader), an editor, a co-owner, a
  // member since blocked, and a signed-in stranger; `anonymous` sends no token.
  const worldWithRoles = async () => {
    const [author, member, editor, coOwner, other, blocked] = await Promise.all(
      ['author', 'member', 'editor', 'co-owner', 'other', 'blocked'].map((who) => person(who)),
    );
    const world = await createWorld(author.token);
    for (const joining of [member, editor, coOwner, blocked]) await join(author, world._id, joining);
    await ok(setRole(author.token, world._id, editor.id, 'editor'));
    await ok(setRole(author.token, world._id, coOwner.id, 'co-owner'));
    await block(blocked.id);
    return { world, author, member, editor, coOwner, other, blocked };
  };

  // The refusal given, and no event stored by that request. Reactors (notifications) may append
  // meanwhile, so the log's head cannot tell; the request id, which every event of the request
  // carries as its correlation id, can.
  const expectRefused = async (request: () => ReturnType<typeof t.call>, status: number, error: string) => {
    const head = await t.stack.eventStore.headPosition();
    const res = await request();
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    const requestId = res.headers[REQUEST_ID_HEADER];
    const stored = (await t.stack.eventStore.readAll({ fromPosition: head })).filter((e) => e.metadata.correlationId === requestId);
    expect(stored.map((e) => e.type)).toEqual([]);
  };

  return { ...t, expectRefused, person, ok, createWorld, setVisibility, invite, respond, join, setRole, setAccess, newWriting, block, worldWithRoles };
};

export type WorldsApp = Awaited<ReturnType<typeof openWorldsApp>>;
