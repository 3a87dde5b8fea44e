import type { KeyMap, LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';

// A small language for the rune specs: five one-letter keys, a two-letter one and one word.
export const keyMapOf = (keys: string[]): KeyMap =>
  Object.fromEntries(keys.map((key, order) => [key, { _id: `k${order}`, order, rune: `${key}.png`, revision: 0 }]));

const words: LanguageWord[] = [{ _id: 'w1', word: 'hat', meaning: 'a stone', type: 'noun', revision: 0 }];

export const makeLanguage = (overrides: Partial<LanguageView> = {}): LanguageView => ({
  _id: 'l1',
  worldID: 'w1',
  authorID: 'u1',
  title: 'High Tongue',
  visibility: 'public',
  createdOn: '2025-01-01T00:00:00.000Z',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  keyMap: keyMapOf(['t', 'h', 'e', 'a', 's', 'th']),
  runeImages: ['t.png', 'h.png', 'e.png', 'a.png', 's.png', 'th.png'],
  words,
  revision: 3,
  ...overrides,
});

/** The alt texts of the runes drawn under `root`, in order. */
export const runeKeys = (root: HTMLElement) => [...root.querySelectorAll('img')].map((image) => image.alt);
