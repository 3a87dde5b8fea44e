import { NEW_KEY } from '@lorewright/domain/languages/languageLimits';
import type { KeyMap, LanguageKey } from '@lorewright/domain/languages/languageView';
import { randomHexId } from '../../lib/randomHexId';
import type { KeyMapChange } from './api';

// What PUT language/updateKeyMap is sent for one change of the Key Mapping panel: only the
// entry added or changed, with the revision it was read at (a key changed elsewhere since is a
// 409, not overwritten), or the id of the key deleted. Sending one key of 300 keeps the call
// cheap; the server keeps every key not named.

const NO_CHANGE: KeyMapChange = { keyMap: {}, removedKeyIDs: [] };

const sentEntry = ({ _id, order, rune, revision }: LanguageKey) => ({ _id, order, rune, revision });

// Keys are typed by the author: 'toString' is one, so the entry is read by own property.
const entryOf = (keyMap: KeyMap, key: string) => (Object.hasOwn(keyMap, key) ? keyMap[key] : undefined);

/** Add Key (product.md §6): 'new key' at the end of the order, with no rune. */
export const newKeyChange = (keyMap: KeyMap): KeyMapChange => {
  const order = Math.max(-1, ...Object.values(keyMap).map((entry) => entry.order)) + 1;
  return { keyMap: { [NEW_KEY]: { _id: randomHexId(), order, rune: null } }, removedKeyIDs: [] };
};

/** A rename keeps the entry's id, rune and order under its new key. */
export const renameChange = (keyMap: KeyMap, from: string, to: string): KeyMapChange => {
  const entry = entryOf(keyMap, from);
  return entry ? { keyMap: { [to]: sentEntry(entry) }, removedKeyIDs: [] } : NO_CHANGE;
};

export const deleteChange = (keyMap: KeyMap, key: string): KeyMapChange => {
  const entry = entryOf(keyMap, key);
  return entry ? { keyMap: {}, removedKeyIDs: [entry._id] } : NO_CHANGE;
};

export const runeChange = (keyMap: KeyMap, key: string, rune: string): KeyMapChange => {
  const entry = entryOf(keyMap, key);
  return entry ? { keyMap: { [key]: { ...sentEntry(entry), rune } }, removedKeyIDs: [] } : NO_CHANGE;
};

/** The runes no key uses: only these may be removed (a mapped rune stays active, product.md §6). */
export const unmappedRunes = (runeImages: readonly string[], keyMap: KeyMap): string[] => {
  const mapped = new Set(Object.values(keyMap).map((entry) => entry.rune));
  return runeImages.filter((rune) => !mapped.has(rune));
};
