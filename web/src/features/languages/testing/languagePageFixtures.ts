import type { LanguageKey, LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';

// Languages as the server answers them, for the language page's specs: Ada Lovelace (u1) is the
// author. Keys a, b and the two-character th have runes; spare.png is uploaded but unmapped.

export const makeKey = (overrides: Partial<LanguageKey> = {}): LanguageKey => ({ _id: 'ka', order: 0, rune: 'a.png', revision: 2, ...overrides });

export const makeWord = (overrides: Partial<LanguageWord> = {}): LanguageWord => ({
  _id: 'w1',
  word: 'hol',
  meaning: 'river',
  type: 'noun',
  revision: 4,
  ...overrides,
});

export function makeLanguage(overrides: Partial<LanguageView> = {}): LanguageView {
  return {
    _id: 'l1',
    worldID: 'w1',
    authorID: 'u1',
    title: 'Old Hollish',
    visibility: 'public',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    keyMap: {
      a: makeKey(),
      b: makeKey({ _id: 'kb', order: 1, rune: 'b.png', revision: 3 }),
      th: makeKey({ _id: 'kth', order: 2, rune: 'th.png', revision: 5 }),
    },
    runeImages: ['a.png', 'b.png', 'th.png', 'spare.png'],
    words: [makeWord(), makeWord({ _id: 'w2', word: 'ember', meaning: 'to keep a fire', type: 'verb', revision: 6 })],
    revision: 9,
    ...overrides,
  };
}

/** The fixture's keys as updateKeyMap sends them back, each entry with its revision. */
export const sentFixtureKeyMap = () => ({
  a: { _id: 'ka', order: 0, rune: 'a.png', revision: 2 },
  b: { _id: 'kb', order: 1, rune: 'b.png', revision: 3 },
  th: { _id: 'kth', order: 2, rune: 'th.png', revision: 5 },
});
