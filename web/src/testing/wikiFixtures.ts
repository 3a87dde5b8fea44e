import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_OVERLAY_OPACITY, type WikiListItem, type WikiView } from '@lorewright/domain/wikis/wikiView';
import type { MockAnswer } from './mockApi';

// Wikis as the server answers them, for the wikis feature's specs. Ada Lovelace (u1) is the
// author, as of makeWorld()'s world.

export function makeWiki(overrides: Partial<WikiView> = {}): WikiView {
  return {
    _id: 'k1',
    title: 'Isolde Varn',
    subtitle: 'Lantern-keeper of Hollowmere',
    category: 'characters',
    visibility: 'private',
    worldID: 'w1',
    authorID: 'u1',
    parentID: null,
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    images: [
      { _id: 'i1', name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null },
      { _id: 'i2', name: 'm2.png', visibility: 'private', mediaId: 'm2' },
    ],
    headerFields: [
      { _id: 'h1', field: 'Age', value: '34' },
      { _id: 'h2', field: 'Home', value: 'Hollowmere' },
    ],
    sections: [
      { _id: 's1', title: 'Early Life', content: 'Born by the river.', revision: 2 },
      { _id: 's2', title: 'The Lantern', content: 'She keeps it lit.', revision: 5 },
    ],
    backgroundImage: '',
    overlayOpacity: DEFAULT_WIKI_OVERLAY_OPACITY,
    ...overrides,
  };
}

export const listItemOf = ({ images: _i, headerFields: _h, sections: _s, backgroundImage: _b, overlayOpacity: _o, ...item }: WikiView): WikiListItem => item;

export const wikisAnswer = (wikis: WikiView[]): MockAnswer => ({ status: 200, body: { wikis: wikis.map(listItemOf) } });
export const wikiAnswer = (wiki: WikiView): MockAnswer => ({ status: 200, body: { wiki } });
