import { z } from 'zod';
import type { ElementName } from './elementNames';

// What a world's members may do (docs/decisions.md, Members' roles and element access). The owner
// is the world's author and has no role: they may do everything. A member without a role given is
// a reader, as every member was before roles existed.
export const MEMBER_ROLES = ['reader', 'editor', 'co-owner'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

// What one member may do with one element, overriding their role there. 'role' removes the
// override (the member's role decides again).
export const ELEMENT_ACCESS = ['role', 'none', 'read', 'edit'] as const;
export type ElementAccessChoice = (typeof ELEMENT_ACCESS)[number];
export type ElementAccess = Exclude<ElementAccessChoice, 'role'>;

export const roleMessages = {
  chooseRole: `Please choose a role: ${MEMBER_ROLES.join(', ')}.`,
  chooseAccess: `Please choose an access: ${ELEMENT_ACCESS.join(', ')}.`,
  chooseMember: 'Please choose a member.',
  notMember: 'This person is not a member of the world.',
  onlyManagers: 'Only the owner and co-owners can manage members.',
  onlyOwnerCoOwners: 'Only the owner can make or unmake co-owners.',
  ownerHasNoRole: 'The owner of a world has no role to change.',
  roleChanged: 'Role changed successfully.',
  accessChanged: 'Access changed successfully.',
  elementNotInWorld: 'This element is not in the world.',
} as const;

export const MemberRoleSchema = z.enum(MEMBER_ROLES, { error: roleMessages.chooseRole });
export const ElementAccessSchema = z.enum(ELEMENT_ACCESS, { error: roleMessages.chooseAccess });

// Where a world keeps an element's overrides: `{element}:{elementID}`.
export const elementAccessKey = (element: ElementName, elementId: string) => `${element}:${elementId}`;

export type ElementAccessTable = Readonly<Record<string, Readonly<Record<string, ElementAccess>>>>;
// The same as an answer describes it: 'role' is how an override is removed, so none holds it.
export const ElementAccessTableSchema = z.record(z.string(), z.record(z.string(), ElementAccessSchema.exclude(['role'])));

// A copy of a world's overrides with one member's access to one element set, or removed (null);
// an element left with no override is dropped.
export const withElementAccess = (current: ElementAccessTable | undefined, key: string, memberId: string, access: ElementAccess | null): ElementAccessTable => {
  const all = { ...current };
  const members = { ...(Object.hasOwn(all, key) ? all[key] : {}) };
  if (access === null) delete members[memberId];
  else members[memberId] = access;
  if (Object.keys(members).length === 0) delete all[key];
  else all[key] = members;
  return all;
};
