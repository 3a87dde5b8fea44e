import { foldBulkAdds } from '../shared/bulkAdds';
import type { Steps } from '../shared/steps';
import { conflict, invalid } from '../shared/errors';
import type { SentKey, SentWord } from './language.commands';
import type { LanguageEvent } from './language.events';
import { ownPart, type LanguageKeyState, type LanguageState, type RuneRef } from './language.state';
import { fieldAt, KEY_FIELDS, type KeyField, type KeyFields } from './languageKeyHistory';
import { keyProblem, normalizeKey } from './languageKeys';
import { LANGUAGE_KEYS_MAX, LANGUAGE_WORDS_MAX } from './languageLimits';
import { languageMessages as m } from './languageMessages';
import { checkedWord } from './languageWordRule';

// updateKeyMap and updateStems send whole lists (a change of the key map: languageKeyChange.ts);
// these turn them into one event per change
// against the state. A part sent unchanged makes no event. A changed part sent with a revision
// older than its last change was edited on a stale copy (409), and so was one deleted since
// (for keys, field by field: a field the stale copy did not touch is kept). A
// part left out of the list is deleted, unless it changed after the revision the list was read
// at (seenRevision): then the list never saw it, and deleting it would lose someone's work (409).

export const idsOf = (state: LanguageState) => ({ languageId: state.languageId, worldId: state.worldId });
const isStale = (sent: number | undefined, known: number) => sent !== undefined && sent < known;
export const changedSince = (seenRevision: number | undefined, known: number) => seenRevision !== undefined && known > seenRevision;

export const runeNamed = (state: LanguageState, name: string): RuneRef => {
  const rune = state.runes.find((r) => r.name === name);
  if (!rune) throw invalid(m.chooseRune);
  return rune;
};

// A key string the language already holds passed the rule when stored (the rule measures
// graphemes, which is slow enough to matter for 300 keys sent with every change of one).
export const checkedKeys = (sent: readonly SentKey[], stored: (key: string, keyId: string) => boolean) => {
  const ids = new Set<string>();
  const keys = new Set<string>();
  return sent.map((entry) => {
    const key = normalizeKey(entry.key);
    const problem = stored(key, entry._id) ? null : keyProblem(key);
    if (problem) throw invalid(problem);
    if (ids.has(entry._id)) throw invalid(m.keyIdDuplicate);
    if (keys.has(key)) throw invalid(m.keyInUse(key));
    ids.add(entry._id);
    keys.add(key);
    return { ...entry, key };
  });
};

const sameField = <F extends KeyField>(field: F, a: KeyFields[F], b: KeyFields[F]) =>
  field === 'rune' ? ((a as RuneRef | null)?.name ?? null) === ((b as RuneRef | null)?.name ?? null) : a === b;

// The fields a sent key changes. A field the tab's copy shows as it was before a change made
// elsewhere since was not touched by the tab: it keeps its present value. A field the tab changed
// that was also changed elsewhere since its copy is a conflict (languageKeyHistory.ts).
const keyChanges = (known: LanguageKeyState, sent: KeyFields, revision: number | undefined): Partial<KeyFields> => {
  const changes: Partial<KeyFields> = {};
  for (const field of KEY_FIELDS) {
    if (sameField(field, known[field], sent[field])) continue;
    if (revision === undefined || revision >= known.history[field].revision) {
      Object.assign(changes, { [field]: sent[field] });
      continue;
    }
    const before = fieldAt(known, known.history, field, revision);
    if (!before || !sameField(field, before.value, sent[field])) throw conflict(m.keyConflict);
  }
  return changes;
};

// Kept stale fields can leave two keys with one string (a key renamed in one tab to what the
// other tab named another key): a conflict, reloaded and resolved by the author.
export const requireDistinctKeys = (keys: readonly string[]) => {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw conflict(m.keyInUse(key));
    seen.add(key);
  }
};

// One sent key's events against the state, pushed onto `events`: a new key is added (a deleted
// one's id is never brought back), a known one changes the fields it changes. Answers the key
// string the key ends with.
export const pushKeyEvents = (state: LanguageState, sent: SentKey, events: LanguageEvent[]): string => {
  const ids = idsOf(state);
  const { _id: keyId, key, order, rune: runeName, revision } = sent;
  const rune = runeName === null ? null : runeNamed(state, runeName);
  const known = ownPart(state.keys, keyId);
  if (!known) {
    if (ownPart(state.deletedIds, keyId)) throw conflict(m.partGone);
    events.push({ type: 'LanguageKeyAdded', data: { ...ids, key: { _id: keyId, key, order, rune } } });
    return key;
  }
  const changes = keyChanges(known, { key, order, rune }, revision);
  if (changes.key !== undefined) events.push({ type: 'LanguageKeyRenamed', data: { ...ids, keyId, key: changes.key } });
  if (changes.order !== undefined) events.push({ type: 'LanguageKeyReordered', data: { ...ids, keyId, order: changes.order } });
  if (changes.rune !== undefined)
    events.push(
      changes.rune ? { type: 'LanguageKeyRuneSet', data: { ...ids, keyId, rune: changes.rune } } : { type: 'LanguageKeyRuneCleared', data: { ...ids, keyId } },
    );
  return changes.key ?? known.key;
};

export const keyMapEvents = (state: LanguageState, sent: readonly SentKey[], seenRevision: number | undefined): LanguageEvent[] => {
  const ids = idsOf(state);
  const stored = new Set(Object.values(state.keys).map((known) => known.key));
  const keys = checkedKeys(sent, (key) => stored.has(key));
  if (keys.length > LANGUAGE_KEYS_MAX) throw invalid(m.tooManyKeys);
  const events: LanguageEvent[] = [];
  const sentIds = new Set(keys.map((key) => key._id));
  for (const known of Object.values(state.keys)) {
    if (sentIds.has(known._id)) continue;
    if (changedSince(seenRevision, known.revision)) throw conflict(m.keyConflict);
    events.push({ type: 'LanguageKeyDeleted', data: { ...ids, keyId: known._id } });
  }
  requireDistinctKeys(keys.map((key) => pushKeyEvents(state, key, events)));
  return events;
};

// Deletions first, then each sent word put in its place (added or moved), then edits.
// Event data is written out field by field here, not spread from `ids`: a spread followed by
// more fields leaves V8's fast copy (~4 µs an event; 20,000 words are one request).
// A step per word sent (steps.ts).
export function* wordListEventSteps(state: LanguageState, sent: readonly SentWord[], seenRevision: number | undefined): Steps<LanguageEvent[]> {
  const { languageId, worldId } = state;
  if (sent.length > LANGUAGE_WORDS_MAX) throw invalid(m.tooManyWords);
  const sentIds = new Set<string>();
  const words: SentWord[] = [];
  for (const word of sent) {
    if (sentIds.has(word._id)) throw invalid(m.wordIdDuplicate);
    sentIds.add(word._id);
    const { word: text, meaning, type } = checkedWord(word);
    words.push({ _id: word._id, revision: word.revision, word: text, meaning, type });
    yield;
  }
  const events: LanguageEvent[] = [];
  for (const known of state.words) {
    if (sentIds.has(known._id)) continue;
    if (changedSince(seenRevision, known.revision)) throw conflict(m.wordConflict);
    events.push({ type: 'LanguageWordDeleted', data: { languageId, worldId, wordId: known._id } });
  }
  const knownById = new Map(state.words.map((word) => [word._id, word]));
  // The kept words' ids in their present order, put into the sent order one place at a time:
  // places before `index` are settled, so a word still to place is found at or after it.
  const order = state.words.filter((word) => sentIds.has(word._id)).map((word) => word._id);
  for (const [index, { _id: wordId, word, meaning, type, revision }] of words.entries()) {
    const known = knownById.get(wordId);
    if (!known && ownPart(state.deletedIds, wordId)) throw conflict(m.partGone);
    if (order[index] !== wordId) {
      if (known) order.splice(order.indexOf(wordId, index), 1);
      order.splice(index, 0, wordId);
      events.push(
        known
          ? { type: 'LanguageWordMoved', data: { languageId, worldId, wordId, index } }
          : { type: 'LanguageWordAdded', data: { languageId, worldId, word: { _id: wordId, word, meaning, type }, index } },
      );
    }
    if (known && (known.word !== word || known.meaning !== meaning || known.type !== type)) {
      if (isStale(revision, known.revision)) throw conflict(m.wordConflict);
      events.push({ type: 'LanguageWordEdited', data: { languageId, worldId, wordId, fields: { word, meaning, type } } });
    }
    yield;
  }
  return foldWordRun(events);
}

type WordAdded = Extract<LanguageEvent, { type: 'LanguageWordAdded' }>;
const isWordAdded = (event: LanguageEvent): event is WordAdded => event.type === 'LanguageWordAdded';

// Many words added as one run (each at the place after the one before, no word moved among
// them: a new lexicon, or words appended by an import) are one event. Words added here and
// there among kept ones keep an event each, each at its own place.
const foldWordRun = (events: LanguageEvent[]): LanguageEvent[] => {
  const first = events.findIndex(isWordAdded);
  if (first < 0) return events;
  const within = events.slice(first, events.findLastIndex(isWordAdded) + 1);
  const adds = within.filter(isWordAdded);
  const start = adds[0].data.index;
  if (within.some((event) => event.type === 'LanguageWordMoved') || adds.some((add, i) => add.data.index !== start + i)) return events;
  return foldBulkAdds(events, isWordAdded, (run) => ({
    type: 'LanguageWordsAdded',
    data: { languageId: run[0].data.languageId, worldId: run[0].data.worldId, words: run.map((add) => add.data.word), index: start },
  }));
};
