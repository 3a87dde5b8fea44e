import { describe, expect, it } from 'vitest';
import { requireViewableWriting } from './writingForViewer';
import { writingMessages as m } from './writingMessages';

const world = (visibility: 'private' | 'public') => ({ authorID: 'author', visibility, members: ['member'] });
const secret = { _id: 'd1', visibility: 'private' as const };
const open = { _id: 'd2', visibility: 'public' as const };

describe('a writing as its viewer may see it', () => {
  it('a private writing is seen by the author and members only', () => {
    for (const viewer of ['author', 'member']) expect(requireViewableWriting(world('public'), secret, viewer)).toBe(secret);
    for (const viewer of ['stranger', null]) expect(() => requireViewableWriting(world('public'), secret, viewer)).toThrow(m.isPrivate);
  });

  it('a public writing of a private world is private too', () => {
    expect(() => requireViewableWriting(world('private'), open, 'stranger')).toThrow(m.isPrivate);
    expect(requireViewableWriting(world('public'), open, null)).toBe(open);
  });

  it('a missing writing, or one whose world is gone, is not found', () => {
    expect(() => requireViewableWriting(world('public'), null, 'author')).toThrow(m.notFound);
    expect(() => requireViewableWriting(null, open, 'author')).toThrow(m.notFound);
  });
});
