import { describe, expect, it } from 'vitest';
import { wikiForViewer } from './wikiForViewer';
import { wikiMessages as m } from './wikiMessages';
import type { WikiView } from './wikiView';

const world = { authorID: 'author', visibility: 'public' as const, members: ['member'] };
const wiki = {
  _id: 'k1',
  authorID: 'author',
  visibility: 'public',
  images: [
    { _id: 'shown', name: 'a.png', visibility: 'public', mediaId: 'a' },
    { _id: 'hidden', name: 'b.png', visibility: 'private', mediaId: 'b' },
  ],
} as WikiView;
const imageIds = (viewer: string | null) => wikiForViewer(world, wiki, viewer).images.map((image) => image._id);

describe('a wiki as a viewer receives it', () => {
  it('the author gets every image', () => expect(imageIds('author')).toEqual(['shown', 'hidden']));
  it('members and readers never get a hidden image', () => {
    expect(imageIds('member')).toEqual(['shown']);
    expect(imageIds(null)).toEqual(['shown']);
  });
  it('a private wiki is refused to outsiders', () => expect(() => wikiForViewer(world, { ...wiki, visibility: 'private' }, 'stranger')).toThrow(m.isPrivate));
  it('a missing wiki is not found', () => expect(() => wikiForViewer(world, null, 'author')).toThrow(m.notFound));
});
