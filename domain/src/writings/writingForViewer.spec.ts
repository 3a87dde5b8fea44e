import { describe, expect, it } from 'vitest';
import { requireViewableWriting, writingForViewer } from './writingForViewer';
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

describe('a writing with secret lines', () => {
  const scene = {
    _id: 's1',
    content: [
      { content: 'Snow fell.', style: '' as const },
      { content: '\n', style: '' as const },
      { content: 'The heir lives.', style: '' as const, secret: true },
    ],
  };
  const writing = { _id: 'd1', visibility: 'public' as const, authorID: 'author', scenes: [scene] };
  const text = (viewer: string | null) => JSON.stringify(writingForViewer(world('public'), writing, viewer));

  it('reaches its author whole', () => {
    expect(writingForViewer(world('public'), writing, 'author')).toBe(writing);
  });

  it('reaches members, readers and strangers without the secret lines', () => {
    for (const viewer of ['member', 'stranger', null]) {
      expect(text(viewer)).toContain('Snow fell.');
      expect(text(viewer)).not.toContain('heir');
      expect(text(viewer)).not.toContain('secret');
    }
  });

  it('reaches a former author of the world (who no longer edits it) without them', () => {
    expect(JSON.stringify(writingForViewer({ ...world('public'), authorID: 'next' }, writing, 'author'))).not.toContain('heir');
  });
});
