import type { Visibility } from '../worlds/world.events';
import type { WordType } from './languageLimits';

// What the server shows of languages (product.md §3), shared by the projection that
// writes it, the routes that answer it and the client that reads it.

// One entry of the key map. The key itself is the map's property name.
export interface LanguageKey {
  // Random hex: a key keeps its id (and its rune and order) when it is renamed.
  _id: string;
  // Position in the Key Mapping table, 0 first.
  order: number;
  // A file name of the language's runeImages, or null while the key has no rune.
  rune: string | null;
  // The language stream's revision of the key's last change (a stale edit is 409).
  revision: number;
}

// Keyed by the key string the writer types ('a', 'th', 'new key').
export type KeyMap = Record<string, LanguageKey>;

export interface LanguageWord {
  _id: string;
  word: string;
  meaning: string;
  type: WordType;
  revision: number;
}

export interface LanguageView {
  _id: string;
  worldID: string;
  authorID: string;
  title: string;
  visibility: Visibility;
  createdOn: string;
  lastUpdated: string;
  keyMap: KeyMap;
  // The uploaded rune pictures, file names in the author's media library (folder 'runes'), in
  // the order they were uploaded. The demo's are bundled 'assets/…' paths.
  runeImages: string[];
  // The lexicon (the product's words or stems), in the author's order.
  words: LanguageWord[];
  // The language stream's revision: updateKeyMap and updateStems send it back, so a key or
  // word added elsewhere since is not deleted by a list that never saw it.
  revision: number;
}

// A row of GET myLanguages and of the languages menu.
export type LanguageListItem = Omit<LanguageView, 'keyMap' | 'runeImages' | 'words' | 'revision'> & { num_keys: number; num_words: number };

export const languageListItemOf = ({ keyMap, runeImages: _runes, words, revision: _revision, ...language }: LanguageView): LanguageListItem => ({
  ...language,
  num_keys: Object.keys(keyMap).length,
  num_words: words.length,
});

// The keys in the Key Mapping table's order.
export const orderedKeys = (keyMap: KeyMap): Array<[string, LanguageKey]> => Object.entries(keyMap).sort((a, b) => a[1].order - b[1].order);
