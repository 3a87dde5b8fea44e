import { describe, expect, it } from 'vitest';
import {
  accessToElement,
  canCreateElements,
  canEditElement,
  canManageMembers,
  canViewElement,
  roleIn,
  type ElementRef,
  type WorldAccessFacts,
} from './worldAccess';

const world = (visibility: 'private' | 'public', extra: Partial<WorldAccessFacts> = {}): WorldAccessFacts => ({
  authorID: 'owner',
  visibility,
  members: ['reader', 'editor', 'co'],
  roles: { editor: 'editor', co: 'co-owner' },
  ...extra,
});
const people = ['owner', 'reader', 'editor', 'co', 'stranger', null] as const;
const wiki = (visibility: 'private' | 'public'): ElementRef => ({ _id: 'w1', visibility });

describe('member roles', () => {
  it('names the owner, each member by their role (reader when none was given) and no one else', () => {
    expect(people.map((p) => roleIn(world('private'), p))).toEqual(['owner', 'reader', 'editor', 'co-owner', null, null]);
    // A role kept for someone who is not a member gives them nothing.
    expect(roleIn(world('private', { roles: { stranger: 'editor' } }), 'stranger')).toBeNull();
    // Names of Object's own members are not roles.
    expect(roleIn(world('private', { members: ['constructor'] }), 'constructor')).toBe('reader');
  });

  it('lets the owner and co-owners manage members', () => {
    expect(people.map((p) => canManageMembers(world('public'), p))).toEqual([true, false, false, true, false, false]);
  });

  it('gives editors and co-owners edit access to every element, readers read access, strangers what the public sees', () => {
    expect(people.map((p) => accessToElement(world('private'), 'wiki', wiki('private'), p))).toEqual(['edit', 'read', 'edit', 'edit', 'none', 'none']);
    expect(people.map((p) => accessToElement(world('public'), 'wiki', wiki('public'), p))).toEqual(['edit', 'read', 'edit', 'edit', 'read', 'read']);
    expect(people.map((p) => accessToElement(world('public'), 'wiki', wiki('private'), p))).toEqual(['edit', 'read', 'edit', 'edit', 'none', 'none']);
  });

  it('lets an override of one element decide for that member there, and nowhere else', () => {
    const overridden = world('private', { elementAccess: { 'wiki:w1': { reader: 'edit', editor: 'none', co: 'read' } } });
    expect(people.map((p) => accessToElement(overridden, 'wiki', wiki('private'), p))).toEqual(['edit', 'edit', 'none', 'read', 'none', 'none']);
    expect(people.map((p) => accessToElement(overridden, 'wiki', { ...wiki('private'), _id: 'w2' }, p))).toEqual([
      'edit',
      'read',
      'edit',
      'edit',
      'none',
      'none',
    ]);
    expect(accessToElement(overridden, 'map', { _id: 'w1', visibility: 'private' }, 'editor')).toBe('edit');
  });

  it("treats a member with 'none' as anyone else, so a public element of a public world stays readable", () => {
    const hidden = world('public', { elementAccess: { 'wiki:w1': { editor: 'none' } } });
    expect(accessToElement(hidden, 'wiki', wiki('public'), 'editor')).toBe('read');
    expect(accessToElement(hidden, 'wiki', wiki('private'), 'editor')).toBe('none');
  });

  it('never lets an override reach the owner or someone who is not a member', () => {
    const overridden = world('private', { elementAccess: { 'wiki:w1': { owner: 'none', stranger: 'edit' } } });
    expect(accessToElement(overridden, 'wiki', wiki('private'), 'owner')).toBe('edit');
    expect(accessToElement(overridden, 'wiki', wiki('private'), 'stranger')).toBe('none');
  });

  it('lets the owner, editors and co-owners make elements, and not readers or strangers', () => {
    expect(people.map((p) => canCreateElements(world('public'), p))).toEqual([true, false, true, true, false, false]);
  });

  it('edits and sees an element by the same access, whatever its visibility', () => {
    const overridden = world('public', { elementAccess: { 'map:m1': { editor: 'read', reader: 'edit', co: 'none' } } });
    expect(people.map((p) => canEditElement(overridden, 'map', 'm1', p))).toEqual([true, true, false, false, false, false]);
    expect(people.map((p) => canViewElement(overridden, 'map', { _id: 'm1', visibility: 'private' }, p))).toEqual([true, true, true, false, false, false]);
    expect(people.map((p) => canViewElement(overridden, 'map', { _id: 'm1', visibility: 'public' }, p))).toEqual([true, true, true, true, true, true]);
  });
});
