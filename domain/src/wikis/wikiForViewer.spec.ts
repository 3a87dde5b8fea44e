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
  headerFields: [],
  sections: [],
} as unknown as WikiView;
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

describe('secret parts of a wiki', () => {
  const marked = {
    ...wiki,
    headerFields: [
      { _id: 'age', field: 'Age', value: '40' },
      { _id: 'true-name', field: 'True name', value: 'Morwen', secret: true },
    ],
    sections: [
      { _id: 'life', title: 'Life', content: 'Born in the north.', revision: 1 },
      { _id: 'plot', title: 'Plot', content: 'She betrays the king.', secret: true, revision: 2 },
    ],
  } as WikiView;
  const partsFor = (viewer: string | null) => {
    const shown = wikiForViewer(world, marked, viewer);
    return [...shown.headerFields.map((f) => f._id), ...shown.sections.map((s) => s._id)];
  };

  it('the author gets them, marked', () => {
    expect(partsFor('author')).toEqual(['age', 'true-name', 'life', 'plot']);
    expect(wikiForViewer(world, marked, 'author').sections[1].secret).toBe(true);
  });
  it('members, strangers and visitors never get them', () => {
    for (const viewer of ['member', 'stranger', null]) expect(partsFor(viewer)).toEqual(['age', 'life']);
  });
});
