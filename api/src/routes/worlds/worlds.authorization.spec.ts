import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { INVITATION_RATE_WINDOW_MS } from '@lorewright/domain/worlds/worldLimits';
import { roleMessages as r } from '@lorewright/domain/worlds/memberRoles';
import { WORLD_ROLES, type WorldRole } from '../roleMatrix';
import { openWorldsApp, uniqueEmail, type WorldsApp } from './testing/worldsTesting';

// Every world and member endpoint × every role around one private world: its author, an editor,
// a co-owner, an accepted member (a reader), a member whose account is blocked, a signed-in
// stranger, and nobody. A refusal must give its status and text and store nothing; an allowed
// call must succeed.

// [status] for success, [status, error] for a refusal.
type Outcome = [number] | [number, string];

interface Target {
  worldID: string;
  // A pending invitation addressed to `other`.
  invitationID: string;
  // A reader of the world whose role and access the managers change, and a writing of the world.
  subjectID: string;
  writingID: string;
}

interface Endpoint {
  method: InjectOptions['method'];
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A fresh world for this endpoint (it destroys what it acts on).
  freshWorld?: boolean;
  expect: Record<WorldRole, Outcome>;
}

const loginRequired: Outcome = [401, a.loginRequired];
const blockedChange: Outcome = [403, a.blockedMutation];
const privateWorld: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const invitationHidden: Outcome = [404, m.invitationNotFound];
const notYours: Outcome = [403, m.invitationNotYours];
const onlyManagers: Outcome = [403, r.onlyManagers];

const endpoints: Record<string, Endpoint> = {
  'POST createWorld': {
    method: 'POST',
    url: () => 'createWorld',
    payload: () => ({ name: 'Another' }),
    expect: { anonymous: loginRequired, other: [201], member: [201], editor: [201], coOwner: [201], author: [201], blocked: blockedChange },
  },
  'GET worlds': {
    method: 'GET',
    url: () => 'worlds',
    expect: { anonymous: loginRequired, other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'GET worlds/shared': {
    method: 'GET',
    url: () => 'worlds/shared',
    expect: { anonymous: loginRequired, other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'GET world/{id}': {
    method: 'GET',
    url: ({ worldID }) => `world/${worldID}`,
    expect: { anonymous: privateWorld, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'GET world/{id}/calendar': {
    method: 'GET',
    url: ({ worldID }) => `world/${worldID}/calendar`,
    expect: { anonymous: privateWorld, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST world/{currentWorldID}': {
    method: 'POST',
    url: ({ worldID }) => `world/${worldID}`,
    expect: { anonymous: loginRequired, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST allWorlds': {
    method: 'POST',
    url: () => 'allWorlds',
    payload: () => ({ page: 0, skip: 0, limit: 6 }),
    expect: { anonymous: [200], other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST search': {
    method: 'POST',
    url: () => 'search',
    payload: () => ({ text: 'Eldoria' }),
    expect: { anonymous: [200], other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST user/selectWorld': {
    method: 'POST',
    url: () => 'user/selectWorld',
    payload: ({ worldID }) => ({ worldID }),
    expect: { anonymous: loginRequired, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: blockedChange },
  },
  'POST world/updateName': {
    method: 'POST',
    url: () => 'world/updateName',
    payload: ({ worldID }) => ({ worldID, name: 'Renamed' }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: [200], author: [200], blocked: blockedChange },
  },
  'POST world/updateDescription': {
    method: 'POST',
    url: () => 'world/updateDescription',
    payload: ({ worldID }) => ({ worldID, description: 'Redescribed.' }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: [200], author: [200], blocked: blockedChange },
  },
  // Private again: the world stays private for the other rows.
  'POST world/updateVisibility': {
    method: 'POST',
    url: () => 'world/updateVisibility',
    payload: ({ worldID }) => ({ worldID, visibility: 'private' }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: [200], author: [200], blocked: blockedChange },
  },
  'POST world/updateCalendar': {
    method: 'POST',
    url: () => 'world/updateCalendar',
    payload: ({ worldID }) => ({ worldID, timelineID: null }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: [200], author: [200], blocked: blockedChange },
  },
  'DELETE deleteWorld/{id}': {
    method: 'DELETE',
    url: ({ worldID }) => `deleteWorld/${worldID}`,
    freshWorld: true,
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: onlyAuthor, author: [200], blocked: blockedChange },
  },
  // Following toggles: the member follows and unfollows on the shared world.
  'POST user/toggleFollowWorld': {
    method: 'POST',
    url: () => 'user/toggleFollowWorld',
    payload: ({ worldID }) => ({ worldID }),
    expect: {
      anonymous: loginRequired,
      other: privateWorld,
      member: [200],
      editor: [200],
      coOwner: [200],
      author: [400, m.authorCannotFollow],
      blocked: blockedChange,
    },
  },
  'GET followingWorlds': {
    method: 'GET',
    url: () => 'followingWorlds',
    expect: { anonymous: loginRequired, other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST world/members': {
    method: 'POST',
    url: () => 'world/members',
    payload: ({ worldID }) => ({ worldID }),
    expect: { anonymous: loginRequired, other: privateWorld, member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
  'POST world/inviteMember': {
    method: 'POST',
    url: () => 'world/inviteMember',
    payload: ({ worldID }) => ({ worldID, invitedMemberEmail: uniqueEmail('invitee') }),
    expect: { anonymous: loginRequired, other: onlyAuthor, member: onlyAuthor, editor: onlyAuthor, coOwner: [201], author: [201], blocked: blockedChange },
  },
  // The subject is made an editor (again): the other rows keep their roles.
  'POST world/setMemberRole': {
    method: 'POST',
    url: () => 'world/setMemberRole',
    payload: ({ worldID, subjectID }) => ({ worldID, memberID: subjectID, role: 'editor' }),
    expect: {
      anonymous: loginRequired,
      other: onlyManagers,
      member: onlyManagers,
      editor: onlyManagers,
      coOwner: [200],
      author: [200],
      blocked: blockedChange,
    },
  },
  'POST updateElementAccess': {
    method: 'POST',
    url: () => 'updateElementAccess',
    payload: ({ worldID, subjectID, writingID }) => ({ element: 'writing', elementID: writingID, worldID, memberID: subjectID, access: 'read' }),
    expect: {
      anonymous: loginRequired,
      other: privateWorld,
      member: onlyManagers,
      editor: onlyManagers,
      coOwner: [200],
      author: [200],
      blocked: blockedChange,
    },
  },
  'POST world/invitation': {
    method: 'POST',
    url: () => 'world/invitation',
    payload: ({ invitationID }) => ({ invitationID }),
    expect: {
      anonymous: loginRequired,
      other: [200],
      member: invitationHidden,
      editor: invitationHidden,
      coOwner: [200],
      author: [200],
      blocked: invitationHidden,
    },
  },
  // Rejecting keeps `other` a stranger; whoever answers second still meets the address check.
  'POST world/respondToInvitation': {
    method: 'POST',
    url: () => 'world/respondToInvitation',
    payload: ({ invitationID }) => ({ invitationID, decision: 'reject' }),
    expect: { anonymous: loginRequired, other: [200], member: notYours, editor: notYours, coOwner: notYours, author: notYours, blocked: blockedChange },
  },
  'POST user/invitations': {
    method: 'POST',
    url: () => 'user/invitations',
    expect: { anonymous: loginRequired, other: [200], member: [200], editor: [200], coOwner: [200], author: [200], blocked: [200] },
  },
};

let t: WorldsApp;
let roles: Awaited<ReturnType<WorldsApp['worldWithRoles']>>;
let shared: Target;
beforeAll(async () => {
  t = await openWorldsApp();
  roles = await t.worldWithRoles();
  const subject = await t.person('subject');
  await t.join(roles.author, roles.world._id, subject);
  const writing = await t.newWriting(roles.author.token, roles.world._id);
  shared = { worldID: roles.world._id, invitationID: '', subjectID: subject.id, writingID: writing._id };
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the world and member endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (name, endpoint) => {
    // One author invites for every endpoint; an hour apart, the hourly invitation limit stays out of the matrix.
    t.clock.advance(INVITATION_RATE_WINDOW_MS);
    const invitation = await t.invite(roles.author.token, shared.worldID, roles.other.email);
    let target: Target = { ...shared, invitationID: invitation._id };
    if (endpoint.freshWorld) {
      const world = await t.createWorld(roles.author.token, 'Doomed');
      await t.join(roles.author, world._id, roles.member);
      target = { ...target, worldID: world._id };
    }
    for (const role of WORLD_ROLES) {
      const [status, error] = endpoint.expect[role];
      const send = () =>
        t.call(endpoint.method, endpoint.url(target), { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) });
      if (error) {
        await t.expectRefused(send, status, error);
      } else {
        const res = await send();
        expect({ role, status: res.statusCode }, res.body).toEqual({ role, status });
      }
    }
    // The next endpoint meets the same invitation state: the pending one is answered.
    if (name !== 'POST world/respondToInvitation') await t.respond(roles.other.token, invitation._id, 'reject');
  });

  it('a blocked author reads their world but cannot change it', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    await t.block(ann.id);
    expect((await t.call('GET', `world/${world._id}`, { token: ann.token })).statusCode).toBe(200);
    await t.expectRefused(() => t.call('POST', 'world/updateName', { token: ann.token, payload: { worldID: world._id, name: 'x' } }), 403, a.blockedMutation);
    await t.expectRefused(() => t.call('DELETE', `deleteWorld/${world._id}`, { token: ann.token }), 403, a.blockedMutation);
    await t.expectRefused(
      () => t.call('POST', 'world/inviteMember', { token: ann.token, payload: { worldID: world._id, invitedMemberEmail: uniqueEmail('x') } }),
      403,
      a.blockedMutation,
    );
  });
});

// The rows a co-owner adds: they manage readers and editors, but only the owner makes, unmakes or
// overrides a co-owner; an editor edits elements but manages no one.
describe('who may give roles and element access', () => {
  const worldWithCoOwner = async () => {
    const [owner, coOwner, editor, reader] = await Promise.all([t.person('owner'), t.person('co'), t.person('editor'), t.person('reader')]);
    const world = await t.createWorld(owner.token);
    for (const member of [coOwner, editor, reader]) await t.join(owner, world._id, member);
    await t.ok(t.setRole(owner.token, world._id, coOwner.id, 'co-owner'));
    await t.ok(t.setRole(owner.token, world._id, editor.id, 'editor'));
    const writing = await t.newWriting(owner.token, world._id);
    return { world, owner, coOwner, editor, reader, writing };
  };

  it('a co-owner makes a reader an editor and back, and overrides their access', async () => {
    const { world, coOwner, reader, writing } = await worldWithCoOwner();
    expect((await t.setRole(coOwner.token, world._id, reader.id, 'editor')).statusCode).toBe(200);
    expect((await t.setRole(coOwner.token, world._id, reader.id, 'reader')).statusCode).toBe(200);
    expect((await t.setAccess(coOwner.token, world._id, reader.id, writing._id, 'none')).statusCode).toBe(200);
  });

  it('a co-owner cannot make a co-owner, nor change or override another co-owner', async () => {
    const { world, owner, coOwner, reader, writing } = await worldWithCoOwner();
    const second = await t.person('second');
    await t.join(owner, world._id, second);
    await t.ok(t.setRole(owner.token, world._id, second.id, 'co-owner'));
    await t.expectRefused(() => t.setRole(coOwner.token, world._id, reader.id, 'co-owner'), 403, r.onlyOwnerCoOwners);
    await t.expectRefused(() => t.setRole(coOwner.token, world._id, second.id, 'reader'), 403, r.onlyOwnerCoOwners);
    await t.expectRefused(() => t.setAccess(coOwner.token, world._id, second.id, writing._id, 'none'), 403, r.onlyOwnerCoOwners);
  });

  it('the owner unmakes a co-owner; nobody gives the owner a role', async () => {
    const { world, owner, coOwner } = await worldWithCoOwner();
    expect((await t.setRole(owner.token, world._id, coOwner.id, 'reader')).statusCode).toBe(200);
    await t.expectRefused(() => t.setRole(owner.token, world._id, owner.id, 'editor'), 400, r.ownerHasNoRole);
  });

  it('an editor and a reader manage no one', async () => {
    const { world, editor, reader, writing } = await worldWithCoOwner();
    await t.expectRefused(() => t.setRole(editor.token, world._id, reader.id, 'editor'), 403, r.onlyManagers);
    await t.expectRefused(() => t.setRole(reader.token, world._id, editor.id, 'reader'), 403, r.onlyManagers);
    await t.expectRefused(() => t.setAccess(editor.token, world._id, reader.id, writing._id, 'edit'), 403, r.onlyManagers);
    await t.expectRefused(() => t.setAccess(reader.token, world._id, reader.id, writing._id, 'edit'), 403, r.onlyManagers);
  });

  it('a blocked co-owner changes nothing', async () => {
    const { world, coOwner, reader, writing } = await worldWithCoOwner();
    await t.block(coOwner.id);
    await t.expectRefused(() => t.setRole(coOwner.token, world._id, reader.id, 'editor'), 403, a.blockedMutation);
    await t.expectRefused(() => t.setAccess(coOwner.token, world._id, reader.id, writing._id, 'edit'), 403, a.blockedMutation);
  });
});
