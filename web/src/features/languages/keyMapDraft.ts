import { NEW_KEY } from '@lorewright/domain/languages/languageLimits';
import type { KeyMap } from '@lorewright/domain/languages/languageView';
import { randomHexId } from '../../lib/randomHexId';
import type { SentKeyMap } from './api';

// The whole key map as PUT language/updateKeyMap sends it (spec §7): every entry with the
// revision it was read at, so a key changed elsewhere since is a 409 and not overwritten.

export const sentKeyMapOf = (keyMap: KeyMap): SentKeyMap =>
  Object.fromEntries(Object.entries(keyMap).map(([key, { _id, order, rune, revision }]) => [key, { _id, order, rune, revision }]));

/** Add Key (spec §6): 'new key' at the end of the order, with no rune. */
export const withNewKey = (keyMap: KeyMap): SentKeyMap => {
  const order = Math.max(-1, ...Object.values(keyMap).map((entry) => entry.order)) + 1;
  return { ...sentKeyMapOf(keyMap), [NEW_KEY]: { _id: randomHexId(), order, rune: null } };
};

/** A rename keeps the entry's id, rune and order under its new key. */
export const withRenamedKey = (keyMap: KeyMap, from: string, to: string): SentKeyMap => {
  const { [from]: entry, ...rest } = sentKeyMapOf(keyMap);
  return entry ? { ...rest, [to]: entry } : rest;
};

export const withoutKey = (keyMap: KeyMap, key: string): SentKeyMap => {
  const { [key]: _gone, ...rest } = sentKeyMapOf(keyMap);
  return rest;
};

export const withRune = (keyMap: KeyMap, key: string, rune: string): SentKeyMap => {
  const sent = sentKeyMapOf(keyMap);
  const entry = sent[key];
  return entry ? { ...sent, [key]: { ...entry, rune } } : sent;
};

/** The runes no key uses: only these may be removed (a mapped rune stays active, spec §6). */
export const unmappedRunes = (runeImages: readonly string[], keyMap: KeyMap): string[] => {
  const mapped = new Set(Object.values(keyMap).map((entry) => entry.rune));
  return runeImages.filter((rune) => !mapped.has(rune));
};
