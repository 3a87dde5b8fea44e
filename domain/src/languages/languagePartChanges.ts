import { conflict, invalid } from '../shared/errors';
import type { SentKey, SentWord } from './language.commands';
import type { LanguageEvent } from './language.events';
import { ownPart, type LanguageState, type RuneRef } from './language.state';
import { keyProblem, normalizeKey } from './languageKeys';
import { LANGUAGE_KEYS_MAX, LANGUAGE_WORDS_MAX } from './languageLimits';
import { languageMessages as m } from './languageMessages';
import { checkedWord } from './languageWordRule';

// updateKeyMap and updateStems send whole lists; these turn them into one event per change
// against the state. A part sent unchanged makes no event. A changed part sent with a revision
// older than its last change was edited on a stale copy (409), and so was one deleted since. A
// part left out of the list is deleted, unless it changed after the revision the list was read
// at (seenRevision): then the list never saw it, and deleting it would lose someone's work (409).

const idsOf = (state: LanguageState) => ({ languageId: state.languageId, worldId: state.worldId });
const isStale = (sent: number | undefined, known: number) => sent !== undefined && sent < known;
const changedSince = (seenRevision: number | undefined, known: number) => seenRevision !== undefined && known > seenRevision;

export const runeNamed = (state: LanguageState, name: string): RuneRef => {
  const rune = state.runes.find((r) => r.name === name);
  if (!rune) throw invalid(m.chooseRune);
  return rune;
};

const checkedKeys = (sent: readonly SentKey[]) => {
  const ids = new Set<string>();
  const keys = new Set<string>();
  return sent.map((entry) => {
    const key = normalizeKey(entry.key);
    const problem = keyProblem(key);
    if (problem) throw invalid(problem);
    if (ids.has(entry._id)) throw invalid(m.keyIdDuplicate);
    if (keys.has(key)) throw invalid(m.keyInUse(key));
    ids.add(entry._id);
    keys.add(key);
    return { ...entry, key };
  });
};

export const keyMapEvents = (state: LanguageState, sent: readonly SentKey[], seenRevision: number | undefined): LanguageEvent[] => {
  const ids = idsOf(state);
  const keys = checkedKeys(sent);
  if (keys.length > LANGUAGE_KEYS_MAX) throw invalid(m.tooManyKeys);
  const events: LanguageEvent[] = [];
  const sentIds = new Set(keys.map((key) => key._id));
  for (const known of Object.values(state.keys)) {
    if (sentIds.has(known._id)) continue;
    if (changedSince(seenRevision, known.revision)) throw conflict(m.keyConflict);
    events.push({ type: 'LanguageKeyDeleted', data: { ...ids, keyId: known._id } });
  }
  for (const { _id: keyId, key, order, rune: runeName, revision } of keys) {
    const rune = runeName === null ? null : runeNamed(state, runeName);
    const known = ownPart(state.keys, keyId);
    if (!known) {
      if (ownPart(state.deletedIds, keyId)) throw conflict(m.partGone);
      events.push({ type: 'LanguageKeyAdded', data: { ...ids, key: { _id: keyId, key, order, rune } } });
      continue;
    }
    const renamed = known.key !== key;
    const reordered = known.order !== order;
    const runeChanged = (known.rune?.name ?? null) !== runeName;
    if ((renamed || reordered || runeChanged) && isStale(revision, known.revision)) throw conflict(m.keyConflict);
    if (renamed) events.push({ type: 'LanguageKeyRenamed', data: { ...ids, keyId, key } });
    if (reordered) events.push({ type: 'LanguageKeyReordered', data: { ...ids, keyId, order } });
    if (runeChanged)
      events.push(rune ? { type: 'LanguageKeyRuneSet', data: { ...ids, keyId, rune } } : { type: 'LanguageKeyRuneCleared', data: { ...ids, keyId } });
  }
  return events;
};

// Deletions first, then each sent word put in its place (added or moved), then edits.
export const wordListEvents = (state: LanguageState, sent: readonly SentWord[], seenRevision: number | undefined): LanguageEvent[] => {
  const ids = idsOf(state);
  if (sent.length > LANGUAGE_WORDS_MAX) throw invalid(m.tooManyWords);
  const sentIds = new Set<string>();
  const words = sent.map((word) => {
    if (sentIds.has(word._id)) throw invalid(m.wordIdDuplicate);
    sentIds.add(word._id);
    return { ...word, ...checkedWord(word) };
  });
  const events: LanguageEvent[] = [];
  for (const known of state.words) {
    if (sentIds.has(known._id)) continue;
    if (changedSince(seenRevision, known.revision)) throw conflict(m.wordConflict);
    events.push({ type: 'LanguageWordDeleted', data: { ...ids, wordId: known._id } });
  }
  const order = state.words.filter((word) => sentIds.has(word._id)).map((word) => word._id);
  words.forEach(({ _id: wordId, word, meaning, type, revision }, index) => {
    const known = state.words.find((w) => w._id === wordId);
    if (!known && ownPart(state.deletedIds, wordId)) throw conflict(m.partGone);
    if (order[index] !== wordId) {
      const from = order.indexOf(wordId);
      if (from >= 0) order.splice(from, 1);
      order.splice(index, 0, wordId);
      events.push(
        known
          ? { type: 'LanguageWordMoved', data: { ...ids, wordId, index } }
          : { type: 'LanguageWordAdded', data: { ...ids, word: { _id: wordId, word, meaning, type }, index } },
      );
    }
    if (known && (known.word !== word || known.meaning !== meaning || known.type !== type)) {
      if (isStale(revision, known.revision)) throw conflict(m.wordConflict);
      events.push({ type: 'LanguageWordEdited', data: { ...ids, wordId, fields: { word, meaning, type } } });
    }
  });
  return events;
};
