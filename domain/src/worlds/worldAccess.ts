import type { ElementName } from './elementNames';
import { elementAccessKey, type ElementAccess, type ElementAccessTable, type MemberRole } from './memberRoles';
import type { Visibility } from './world.events';

// The one rule of who sees and who edits a world and its elements (product.md §6). The server applies
// it on every read and write; the client uses it only to decide what to show.

export interface WorldAccessFacts {
  authorID: string;
  visibility: Visibility;
  members: readonly string[];
  // By member id; a member not in it is a reader (memberRoles.ts).
  roles?: Readonly<Record<string, MemberRole>>;
  // By `{element}:{elementID}`, then member id: the overrides of the members' roles.
  elementAccess?: ElementAccessTable;
}

// What an element's command knows of its world (read from the world's own stream): every kind's
// decider checks the actor against it.
export interface ElementWorldFacts extends WorldAccessFacts {
  worldId: string;
}

export const isWorldAuthor = (world: WorldAccessFacts, userId: string | null | undefined) => !!userId && world.authorID === userId;

export const isWorldMember = (world: WorldAccessFacts, userId: string | null | undefined) =>
  !!userId && (world.authorID === userId || world.members.includes(userId));

export const canViewWorld = (world: WorldAccessFacts, userId: string | null | undefined) => world.visibility === 'public' || isWorldMember(world, userId);

// The owner, a member's role, or null for anyone else.
export const roleIn = (world: WorldAccessFacts, userId: string | null | undefined): 'owner' | MemberRole | null => {
  if (!userId) return null;
  if (world.authorID === userId) return 'owner';
  if (!world.members.includes(userId)) return null;
  return (world.roles && Object.hasOwn(world.roles, userId) ? world.roles[userId] : undefined) ?? 'reader';
};

// Inviting members and giving them roles and element access, and the world's own name,
// description, header image and visibility: the owner and co-owners. Deleting the world, its
// export and its billing stay the owner's (isWorldAuthor).
export const canManageMembers = (world: WorldAccessFacts, userId: string | null | undefined) => {
  const role = roleIn(world, userId);
  return role === 'owner' || role === 'co-owner';
};
export const canEditWorldDetails = canManageMembers;

// Making new elements in the world: the owner, editors and co-owners.
export const canCreateElements = (world: WorldAccessFacts, userId: string | null | undefined) => {
  const role = roleIn(world, userId);
  return role !== null && role !== 'reader';
};

// One element of the world, as the access rule reads it.
export interface ElementRef {
  _id: string;
  visibility: Visibility;
}

const overrideOf = (world: WorldAccessFacts, element: ElementName, elementId: string, userId: string): ElementAccess | undefined => {
  const key = elementAccessKey(element, elementId);
  const members = world.elementAccess && Object.hasOwn(world.elementAccess, key) ? world.elementAccess[key] : undefined;
  return members && Object.hasOwn(members, userId) ? members[userId] : undefined;
};

// What one person may do with one element: the owner edits; a member's override of the element
// decides, else their role (editors and co-owners edit, readers read); 'none' makes a member
// see the element as anyone else does, so a public element of a public world stays readable.
export const accessToElement = (world: WorldAccessFacts, kind: ElementName, element: ElementRef, userId: string | null | undefined): ElementAccess => {
  const role = roleIn(world, userId);
  if (role === 'owner') return 'edit';
  const override = role && userId ? overrideOf(world, kind, element._id, userId) : undefined;
  if (role && override !== 'none') return override ?? (role === 'reader' ? 'read' : 'edit');
  return world.visibility === 'public' && element.visibility === 'public' ? 'read' : 'none';
};

// A private element is seen by the world's owner and members only, even in a public world, and
// not by a member whose access to it is 'none'.
export const canViewElement = (world: WorldAccessFacts, kind: ElementName, element: ElementRef, userId: string | null | undefined) =>
  accessToElement(world, kind, element, userId) !== 'none';

// Changing, deleting, restoring or seeing the secrets of one element. The visibility plays no
// part: whoever may edit an element may also read it.
export const canEditElement = (world: WorldAccessFacts, kind: ElementName, elementId: string, userId: string | null | undefined) =>
  accessToElement(world, kind, { _id: elementId, visibility: 'private' }, userId) === 'edit';
