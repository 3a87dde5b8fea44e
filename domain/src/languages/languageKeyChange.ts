import { conflict, invalid } from '../shared/errors';
import { passesPartLimit } from '../shared/partLimit';
import type { KeyMapChange } from './language.commands';
import type { LanguageEvent } from './language.events';
import { ownPart, type LanguageState } from './language.state';
import { LANGUAGE_KEYS_MAX } from './languageLimits';
import { languageMessages as m } from './languageMessages';
import { changedSince, checkedKeys, idsOf, pushKeyEvents, requireDistinctKeys } from './languagePartChanges';

// updateKeyMap with removedKeyIDs: a change of the map rather than the whole of it (as map
// points are sent). The keys sent are added or changed as in a whole map; the keys removed are
// deleted (an id already gone is no error, as for map points, but one changed after the
// revision the client read the language at is a 409, as a key left out of a whole map); every
// other key stays as stored. Only the keys named are looked at, so setting one rune among 300
// keys costs one key's work: the stored keys are read whole only when a key takes a new string
// (to keep strings unique across the merged map) and counted only when the map grows.

// A key given a new string (added or renamed) may not take one still held by a key the change
// leaves as stored (400). A key sent under its stored string is caught by requireDistinctKeys.
const requireFreeStrings = (state: LanguageState, taken: readonly string[], named: ReadonlySet<string>) => {
  if (taken.length === 0) return;
  const holders = new Map(Object.values(state.keys).map((known) => [known.key, known._id]));
  for (const key of taken) {
    const holder = holders.get(key);
    if (holder !== undefined && !named.has(holder)) throw invalid(m.keyInUse(key));
  }
};

export const keyChangeEvents = (state: LanguageState, { keys: sent, removedKeyIds }: KeyMapChange, seenRevision: number | undefined): LanguageEvent[] => {
  if (sent.length > LANGUAGE_KEYS_MAX) throw invalid(m.tooManyKeys);
  const removed = new Set(removedKeyIds);
  if (sent.some((entry) => removed.has(entry._id))) throw invalid(m.keySentAndRemoved);
  const keys = checkedKeys(sent, (key, keyId) => ownPart(state.keys, keyId)?.key === key);
  const ids = idsOf(state);
  const events: LanguageEvent[] = [];
  let growth = 0;
  for (const keyId of removed) {
    const known = ownPart(state.keys, keyId);
    if (!known) continue;
    if (changedSince(seenRevision, known.revision)) throw conflict(m.keyConflict);
    growth -= 1;
    events.push({ type: 'LanguageKeyDeleted', data: { ...ids, keyId } });
  }
  const finalKeys: string[] = [];
  const taken: string[] = [];
  for (const entry of keys) {
    const known = ownPart(state.keys, entry._id);
    if (!known) growth += 1;
    const key = pushKeyEvents(state, entry, events);
    finalKeys.push(key);
    if (key !== known?.key) taken.push(key);
  }
  requireFreeStrings(state, taken, new Set([...removed, ...keys.map((entry) => entry._id)]));
  requireDistinctKeys(finalKeys);
  if (passesPartLimit(state.keys, growth, LANGUAGE_KEYS_MAX)) throw invalid(m.tooManyKeys);
  return events;
};
