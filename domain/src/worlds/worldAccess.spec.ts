import { describe, expect, it } from 'vitest';
import { canEditElement, canViewElement, canViewWorld, isWorldAuthor, isWorldMember } from './worldAccess';

const world = (visibility: 'private' | 'public') => ({ authorID: 'author', visibility, members: ['member'] });
const viewers = ['author', 'member', 'stranger', null, undefined, ''] as const;

describe('world access', () => {
  it('the author is the only editor while members are readers, whatever the visibility', () => {
    for (const visibility of ['private', 'public'] as const) {
      expect(viewers.map((v) => canEditElement(world(visibility), 'wiki', 'w1', v))).toEqual([true, false, false, false, false, false]);
    }
  });

  it('a private world is seen by its author and members only', () => {
    expect(viewers.map((v) => canViewWorld(world('private'), v))).toEqual([true, true, false, false, false, false]);
  });

  it('a public world is seen by everyone, signed in or not', () => {
    expect(viewers.map((v) => canViewWorld(world('public'), v))).toEqual([true, true, true, true, true, true]);
  });

  it('a private element of a public world is seen by the author and members only', () => {
    const secret = { _id: 'w1', visibility: 'private' as const };
    expect(viewers.map((v) => canViewElement(world('public'), 'wiki', secret, v))).toEqual([true, true, false, false, false, false]);
    expect(viewers.map((v) => canViewElement(world('public'), 'wiki', { _id: 'w1', visibility: 'public' }, v))).toEqual([true, true, true, true, true, true]);
  });

  it('a public element of a private world is still private', () => {
    expect(viewers.map((v) => canViewElement(world('private'), 'wiki', { _id: 'w1', visibility: 'public' }, v))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('membership counts the author; authorship does not count members', () => {
    expect(viewers.map((v) => isWorldMember(world('private'), v))).toEqual([true, true, false, false, false, false]);
    expect(viewers.map((v) => isWorldAuthor(world('private'), v))).toEqual([true, false, false, false, false, false]);
  });
});
