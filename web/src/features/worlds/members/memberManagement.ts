import { MEMBER_ROLES, type MemberRole } from '@lorewright/domain/worlds/memberRoles';
import { roleIn } from '@lorewright/domain/worlds/worldAccess';
import type { WorldMembers } from '../api';

// What the members page lets its viewer do, by the server's own rule (worldAccess.ts); the
// server decides again on every change.

export type WorldRole = 'owner' | MemberRole;

/** The viewer's or a member's place in the world, from the members answer. */
export const roleOf = (people: WorldMembers, userId: string): WorldRole | null =>
  roleIn({ authorID: people.author._id, visibility: 'private', members: people.members.map((member) => member._id), roles: people.roles }, userId);

export const managesMembers = (role: WorldRole | null) => role === 'owner' || role === 'co-owner';

/**
 * The roles the viewer may give a member, or none when the member is not theirs to change: the
 * owner gives any role; a co-owner makes readers and editors, and leaves co-owners to the owner.
 */
export const rolesGivenBy = (viewer: WorldRole | null, member: MemberRole): readonly MemberRole[] => {
  if (viewer === 'owner') return MEMBER_ROLES;
  if (viewer === 'co-owner' && member !== 'co-owner') return MEMBER_ROLES.filter((role) => role !== 'co-owner');
  return [];
};
