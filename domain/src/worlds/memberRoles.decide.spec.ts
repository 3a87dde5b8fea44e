import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { roleMessages as r } from './memberRoles';
import type { WorldEvent } from './world.events';
import { worldDecider } from './world.decide';
import { evolveWorld, initialWorldState } from './world.state';

const spec = deciderSpec(worldDecider);
const worldId = 'w1';
const date = '2025-03-01T00:00:00.000Z';

const created: WorldEvent = { type: 'WorldCreated', data: { worldId, authorId: 'owner', name: 'Eldoria', description: 'Rivers.', createdOn: date } };
const joined = (userId: string): WorldEvent[] => [
  {
    type: 'MemberInvited',
    data: { worldId, invitationId: `i-${userId}`, authorId: 'owner', invitedMemberEmail: `${userId}@example.com`, invitedUserId: userId, date },
  },
  { type: 'InvitationAccepted', data: { worldId, invitationId: `i-${userId}`, userId, date } },
];
const roleChanged = (memberId: string, role: 'reader' | 'editor' | 'co-owner', by = 'owner'): WorldEvent => ({
  type: 'MemberRoleChanged',
  data: { worldId, memberId, role, by },
});
const world = [created, ...joined('bea'), ...joined('cal'), roleChanged('cal', 'co-owner')];
const setRole = (memberId: string, role: 'reader' | 'editor' | 'co-owner', actorId = 'owner') => ({ type: 'SetMemberRole' as const, actorId, memberId, role });
const access = (memberId: string, value: 'role' | 'none' | 'read' | 'edit', actorId = 'owner') => ({
  type: 'UpdateElementAccess' as const,
  actorId,
  element: 'wiki' as const,
  elementId: 'wk1',
  memberId,
  access: value,
});

describe('member roles', () => {
  it('the owner gives a member a role, once', () => {
    spec
      .given(world)
      .when(setRole('bea', 'editor'))
      .then([roleChanged('bea', 'editor')]);
    spec
      .given([...world, roleChanged('bea', 'editor')])
      .when(setRole('bea', 'editor'))
      .then([]);
    // A member without a role is a reader already.
    spec.given(world).when(setRole('bea', 'reader')).then([]);
  });

  it('a co-owner gives readers and editors their roles, but only the owner makes or unmakes co-owners', () => {
    spec
      .given(world)
      .when(setRole('bea', 'editor', 'cal'))
      .then([roleChanged('bea', 'editor', 'cal')]);
    spec
      .given(world)
      .when(setRole('bea', 'co-owner', 'cal'))
      .thenThrows(r.onlyOwnerCoOwners);
    spec
      .given([...world, ...joined('dan'), roleChanged('dan', 'co-owner')])
      .when(setRole('dan', 'reader', 'cal'))
      .thenThrows(r.onlyOwnerCoOwners);
    spec
      .given(world)
      .when(setRole('cal', 'editor'))
      .then([roleChanged('cal', 'editor')]);
  });

  it('refuses readers, editors and strangers, the owner as a member, and people who are not members', () => {
    spec
      .given([...world, roleChanged('bea', 'editor')])
      .when(setRole('cal', 'reader', 'bea'))
      .thenThrows(r.onlyManagers);
    spec
      .given(world)
      .when(setRole('bea', 'editor', 'stranger'))
      .thenThrows(r.onlyManagers);
    spec.given(world).when(setRole('owner', 'reader')).thenThrows(r.ownerHasNoRole);
    spec.given(world).when(setRole('stranger', 'editor')).thenThrows(r.notMember);
    spec
      .given([...world, { type: 'WorldDeleted', data: { worldId, authorId: 'owner' } }])
      .when(setRole('bea', 'editor'))
      .thenThrows('World not found.');
  });
});

describe('element access', () => {
  const gave = (memberId: string, value: 'none' | 'read' | 'edit' | null, by = 'owner'): WorldEvent => ({
    type: 'ElementAccessChanged',
    data: { worldId, element: 'wiki', elementId: 'wk1', memberId, access: value, by },
  });

  it('overrides a member’s role for one element, and puts it back', () => {
    spec
      .given(world)
      .when(access('bea', 'edit'))
      .then([gave('bea', 'edit')]);
    spec
      .given([...world, gave('bea', 'edit')])
      .when(access('bea', 'edit'))
      .then([]);
    spec
      .given([...world, gave('bea', 'edit')])
      .when(access('bea', 'role'))
      .then([gave('bea', null)]);
    spec.given(world).when(access('bea', 'role')).then([]);
  });

  it('is given by the owner and co-owners only, never to the owner, and a co-owner’s only by the owner', () => {
    spec
      .given(world)
      .when(access('bea', 'none', 'cal'))
      .then([gave('bea', 'none', 'cal')]);
    spec
      .given(world)
      .when(access('cal', 'none', 'bea'))
      .thenThrows(r.onlyManagers);
    spec
      .given([...world, ...joined('dan'), roleChanged('dan', 'co-owner')])
      .when(access('dan', 'none', 'cal'))
      .thenThrows(r.onlyOwnerCoOwners);
    spec.given(world).when(access('owner', 'none')).thenThrows(r.ownerHasNoRole);
    spec.given(world).when(access('stranger', 'read')).thenThrows(r.notMember);
  });

  it('folds into the world’s access facts, an override removed leaving nothing behind', () => {
    const state = [...world, gave('bea', 'read'), gave('bea', null), gave('cal', 'none')].reduce(evolveWorld, initialWorldState());
    expect(state.roles).toEqual({ cal: 'co-owner' });
    expect(state.elementAccess).toEqual({ 'wiki:wk1': { cal: 'none' } });
  });
});
