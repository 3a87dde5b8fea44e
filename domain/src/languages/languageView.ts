import { z } from 'zod';
import { Visibility } from '../worlds/world.events';
import { WORD_TYPES } from './languageLimits';

// What the server shows of languages (product.md §3), shared by the projection that
// writes it, the routes that answer it (their answer schemas) and the client that reads it.

// One entry of the key map. The key itself is the map's property name.
export const LanguageKey = z.object({
  // Random hex: a key keeps its id (and its rune and order) when it is renamed.
  _id: z.string(),
  // Position in the Key Mapping table, 0 first.
  order: z.number(),
  // A file name of the language's runeImages, or null while the key has no rune.
  rune: z.string().nullable(),
  // The language stream's revision of the key's last change (a stale edit is 409).
  revision: z.number(),
});
export type LanguageKey = z.infer<typeof LanguageKey>;

// Keyed by the key string the writer types ('a', 'th', 'new key').
export const KeyMap = z.record(z.string(), LanguageKey);
export type KeyMap = z.infer<typeof KeyMap>;

export const LanguageWord = z.object({
  _id: z.string(),
  word: z.string(),
  meaning: z.string(),
  type: z.enum(WORD_TYPES),
  revision: z.number(),
});
export type LanguageWord = z.infer<typeof LanguageWord>;

// What a language shows in lists as well as on its page.
const languageFields = {
  _id: z.string(),
  worldID: z.string(),
  authorID: z.string(),
  title: z.string(),
  visibility: Visibility,
  createdOn: z.string(),
  lastUpdated: z.string(),
};

export const LanguageView = z.object({
  ...languageFields,
  keyMap: KeyMap,
  // The uploaded rune pictures, file names in the author's media library (folder 'runes'), in
  // the order they were uploaded. The demo's are bundled 'assets/…' paths.
  runeImages: z.array(z.string()),
  // The lexicon (the product's words or stems), in the author's order.
  words: z.array(LanguageWord),
  // The language stream's revision: updateKeyMap and updateStems send it back, so a key or
  // word added elsewhere since is not deleted by a list that never saw it.
  revision: z.number(),
});
export type LanguageView = z.infer<typeof LanguageView>;

// A row of GET myLanguages and of the languages menu.
export const LanguageListItem = z.object({ ...languageFields, num_keys: z.number(), num_words: z.number() });
export type LanguageListItem = z.infer<typeof LanguageListItem>;

// GET language/{id}: the language itself.
export const LanguageAnswer = LanguageView;
// GET myLanguages.
export const LanguagesAnswer = z.object({ languages: z.array(LanguageListItem) });

export const languageListItemOf = ({ keyMap, runeImages: _runes, words, revision: _revision, ...language }: LanguageView): LanguageListItem => ({
  ...language,
  num_keys: Object.keys(keyMap).length,
  num_words: words.length,
});

// The keys in the Key Mapping table's order.
export const orderedKeys = (keyMap: KeyMap): Array<[string, LanguageKey]> => Object.entries(keyMap).sort((a, b) => a[1].order - b[1].order);
