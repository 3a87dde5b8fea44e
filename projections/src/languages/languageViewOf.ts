import type { LanguageKeyState, RuneRef } from '@lorewright/domain/languages/language.state';
import type { KeyMap, LanguageListItem, LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';

// The language as the API shows it (languageView.ts), from the keys and runes the write side
// keeps (by key id, with media items): the key map keyed by key string in the table's order,
// runes by file name only. Shared by the queries and the projection's spec. Kept by the keys
// record it was made from, which the queries answer again while no key changed
// (languageKeysKept.ts): a word edited then builds no key map of 300 keys. Frozen, as it is
// shared by every view made from the record.
const keyMaps = new WeakMap<Readonly<Record<string, LanguageKeyState>>, KeyMap>();
export const keyMapOf = (keys: Readonly<Record<string, LanguageKeyState>>): KeyMap => {
  const known = keyMaps.get(keys);
  if (known) return known;
  const keyMap: KeyMap = Object.freeze(
    Object.fromEntries(
      Object.values(keys)
        .sort((a, b) => a.order - b.order)
        .map(({ _id, key, order, rune, revision }) => [key, Object.freeze({ _id, order, rune: rune?.name ?? null, revision })]),
    ),
  );
  keyMaps.set(keys, keyMap);
  return keyMap;
};

type Shown = Omit<LanguageListItem, 'num_keys' | 'num_words'> & {
  revision: number;
  keys: Readonly<Record<string, LanguageKeyState>>;
  runes: readonly RuneRef[];
};

export const languageViewOf = (language: Shown, words: LanguageWord[]): LanguageView => {
  const { _id, worldID, authorID, title, visibility, createdOn, lastUpdated, revision } = language;
  return {
    _id,
    worldID,
    authorID,
    title,
    visibility,
    createdOn,
    lastUpdated,
    keyMap: keyMapOf(language.keys),
    runeImages: language.runes.map((r) => r.name),
    words,
    revision,
  };
};
