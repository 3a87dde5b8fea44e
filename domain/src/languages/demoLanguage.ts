import { DEMO_WORLD_ID } from '../worlds/demoWorldId';
import type { LanguageWord } from './languageView';
import { languageListItemOf, type LanguageListItem, type LanguageView } from './languageView';

// The demo world's language (product.md §2: a fixed id with built-in sample data, no fetch): the rune
// alphabet a to z, drawn as SVG and bundled with the web app (web/public/assets/runes/), and a
// small lexicon of the demo world's words.
export const DEMO_LANGUAGE_ID = 'example';
export const DEMO_RUNE_LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
export const demoRuneImage = (letter: string) => `assets/runes/${letter}.svg`;

const word = (_id: string, text: string, meaning: string, type: LanguageWord['type']): LanguageWord => ({ _id, word: text, meaning, type, revision: 0 });

export const DEMO_LANGUAGE: LanguageView = {
  _id: DEMO_LANGUAGE_ID,
  worldID: DEMO_WORLD_ID,
  authorID: '',
  title: 'Old Hollish',
  visibility: 'public',
  createdOn: '2025-01-01T00:00:00.000Z',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  keyMap: Object.fromEntries(DEMO_RUNE_LETTERS.map((letter, order) => [letter, { _id: `demo-${letter}`, order, rune: demoRuneImage(letter), revision: 0 }])),
  runeImages: DEMO_RUNE_LETTERS.map(demoRuneImage),
  words: [
    word('w1', 'hol', 'river; the water that carries', 'noun'),
    word('w2', 'mere', 'still water, a lake', 'noun'),
    word('w3', 'ember', 'to keep a fire through the night', 'verb'),
    word('w4', 'kest', 'silent, having sworn silence', 'adjective'),
    word('w5', 'ath', 'and; together with', 'other'),
  ],
  revision: 0,
};

export const DEMO_LANGUAGE_LIST: LanguageListItem[] = [languageListItemOf(DEMO_LANGUAGE)];
