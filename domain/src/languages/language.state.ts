import { headChangeOf } from '../elements/elementHead';
import { applyEach } from '../shared/decider';
import { ownRecordOf } from '../shared/ownRecord';
import type { Visibility } from '../worlds/world.events';
import type { LanguageEvent } from './language.events';
import { changedHistory, newKeyHistory, type KeyField, type KeyFields, type KeyHistory } from './languageKeyHistory';
import type { WordType } from './languageLimits';
import type { RuneRef } from './runeRef';

export type { RuneRef } from './runeRef';

export interface LanguageKeyState {
  _id: string;
  key: string;
  order: number;
  rune: RuneRef | null;
  revision: number;
  // When each field last changed and what it held before (languageKeyHistory.ts).
  history: KeyHistory;
}

export interface LanguageWordState {
  _id: string;
  word: string;
  meaning: string;
  type: WordType;
  revision: number;
}

// What the write side knows of one language to decide: folded from `language-{languageId}`.
export interface LanguageState {
  status: 'none' | 'active' | 'deleted';
  languageId: string;
  worldId: string;
  authorId: string;
  title: string;
  visibility: Visibility;
  // Keyed by key id (not by key string: a rename keeps the id).
  keys: Readonly<Record<string, LanguageKeyState>>;
  runes: readonly RuneRef[];
  // In the lexicon's order.
  words: readonly LanguageWordState[];
  // Ids of deleted keys and words: a stale copy sent again is refused, not brought back.
  deletedIds: Readonly<Record<string, true>>;
  // The stream revision of the last event (-1 before the first).
  revision: number;
}

export const initialLanguageState = (): LanguageState => ({
  status: 'none',
  languageId: '',
  worldId: '',
  authorId: '',
  title: '',
  visibility: 'private',
  keys: {},
  runes: [],
  words: [],
  deletedIds: {},
  revision: -1,
});

export const ownPart = <T>(parts: Readonly<Record<string, T>>, id: string): T | undefined => (Object.hasOwn(parts, id) ? parts[id] : undefined);

// The lexicon while a batch of events changes it. Deletions and edits wait and are applied
// when a word's place is next needed (an add or a move) or at the end: a few by finding each
// word in place, many in one pass over the list, so a whole-lexicon save (deletions first, then
// places, then edits) costs passes over the list, not one per word. The list given is copied
// before its first change unless the caller owns it (evolveLanguageOwned): an edit of one word
// of 20,000 then copies nothing.
const SETTLED_IN_PLACE = 8;
class WordList {
  readonly #deleted = new Set<string>();
  readonly #edited = new Map<string, Partial<LanguageWordState>>();
  #words: LanguageWordState[];
  #owned: boolean;

  constructor(words: readonly LanguageWordState[], { owned }: { owned: boolean }) {
    this.#words = words as LanguageWordState[];
    this.#owned = owned;
  }

  delete(wordId: string): void {
    this.#deleted.add(wordId);
  }

  edit(wordId: string, change: Partial<LanguageWordState>): void {
    this.#edited.set(wordId, { ...this.#edited.get(wordId), ...change });
  }

  add(index: number, words: readonly LanguageWordState[]): void {
    this.#settle();
    const at = Math.max(0, Math.min(index, this.#words.length));
    // One word in place; a run by copying (spreading 20,000 words as arguments could overflow).
    if (words.length === 1) this.#writable().splice(at, 0, words[0]);
    else this.#replace([...this.#words.slice(0, at), ...words, ...this.#words.slice(at)]);
  }

  move(wordId: string, index: number, revision: number): void {
    this.#settle();
    const from = this.#words.findIndex((word) => word._id === wordId);
    if (from < 0) return;
    const words = this.#writable();
    const [word] = words.splice(from, 1);
    words.splice(Math.max(0, Math.min(index, words.length)), 0, { ...word, revision });
  }

  done(): LanguageWordState[] {
    this.#settle();
    return this.#words;
  }

  #writable(): LanguageWordState[] {
    if (!this.#owned) this.#replace([...this.#words]);
    return this.#words;
  }

  #replace(words: LanguageWordState[]): void {
    this.#words = words;
    this.#owned = true;
  }

  #settle(): void {
    const pending = this.#deleted.size + this.#edited.size;
    if (pending === 0) return;
    if (pending <= SETTLED_IN_PLACE) this.#settleInPlace();
    else this.#replace(this.#words.flatMap((word) => this.#settled(word)));
    this.#deleted.clear();
    this.#edited.clear();
  }

  #settleInPlace(): void {
    const words = this.#writable();
    for (const wordId of new Set([...this.#edited.keys(), ...this.#deleted])) {
      const at = words.findIndex((word) => word._id === wordId);
      if (at < 0) continue;
      const settled = this.#settled(words[at]);
      if (settled.length === 0) words.splice(at, 1);
      else words[at] = settled[0];
    }
  }

  // The word after the pending changes: none when deleted.
  #settled(word: LanguageWordState): LanguageWordState[] {
    if (this.#deleted.has(word._id)) return [];
    const change = this.#edited.get(word._id);
    return [change ? { ...word, ...change } : word];
  }
}

// A state being evolved: a shallow copy whose records are copied before their first change in
// the batch (copyOnce), so a batch copies each at most once and an event that leaves them alone
// copies none: a word edit does not copy 300 keys, a key change not 20,000 words.
type Draft = Omit<LanguageState, 'words'> & {
  words: WordList;
  copied: Set<'keys' | 'deletedIds'>;
};

const writableKeys = (draft: Draft): Record<string, LanguageKeyState> => {
  if (!draft.copied.has('keys')) draft.keys = ownRecordOf(draft.keys);
  draft.copied.add('keys');
  return draft.keys;
};

const writableDeletedIds = (draft: Draft): Record<string, true> => {
  if (!draft.copied.has('deletedIds')) draft.deletedIds = ownRecordOf(draft.deletedIds);
  draft.copied.add('deletedIds');
  return draft.deletedIds;
};

const changeKey = <F extends KeyField>(draft: Draft, keyId: string, field: F, value: KeyFields[F]) => {
  const key = ownPart(draft.keys, keyId);
  if (!key) return;
  const history = changedHistory(key.history, field, key[field], draft.revision);
  writableKeys(draft)[keyId] = { ...key, [field]: value, revision: draft.revision, history };
};

const languageHead = headChangeOf('Language');

const apply = (draft: Draft, event: LanguageEvent): void => {
  const head = languageHead(event);
  if (head) return void Object.assign(draft, head);
  const revision = draft.revision;
  switch (event.type) {
    case 'LanguageCreated': {
      const { languageId, worldId, authorId, title } = event.data;
      Object.assign(draft, { status: 'active', languageId, worldId, authorId, title });
      return;
    }
    case 'LanguageRuneUploaded':
      draft.runes = [...draft.runes, event.data.rune];
      return;
    case 'LanguageRuneRemoved':
      draft.runes = draft.runes.filter((rune) => rune.name !== event.data.name);
      return;
    case 'LanguageKeyAdded': {
      const { key } = event.data;
      writableKeys(draft)[key._id] = { ...key, revision, history: newKeyHistory(revision) };
      return;
    }
    case 'LanguageKeyRenamed':
      return changeKey(draft, event.data.keyId, 'key', event.data.key);
    case 'LanguageKeyReordered':
      return changeKey(draft, event.data.keyId, 'order', event.data.order);
    case 'LanguageKeyRuneSet':
      return changeKey(draft, event.data.keyId, 'rune', event.data.rune);
    case 'LanguageKeyRuneCleared':
      return changeKey(draft, event.data.keyId, 'rune', null);
    case 'LanguageKeyDeleted':
      if (Object.hasOwn(draft.keys, event.data.keyId)) delete writableKeys(draft)[event.data.keyId];
      writableDeletedIds(draft)[event.data.keyId] = true;
      return;
    case 'LanguageWordAdded':
      return draft.words.add(event.data.index, [{ ...event.data.word, revision }]);
    case 'LanguageWordsAdded':
      return draft.words.add(
        event.data.index,
        event.data.words.map((word) => ({ ...word, revision })),
      );
    case 'LanguageWordEdited':
      return draft.words.edit(event.data.wordId, { ...event.data.fields, revision });
    case 'LanguageWordMoved':
      return draft.words.move(event.data.wordId, event.data.index, revision);
    case 'LanguageWordDeleted':
      draft.words.delete(event.data.wordId);
      writableDeletedIds(draft)[event.data.wordId] = true;
      return;
  }
};

const evolveDraft = (state: LanguageState, events: readonly LanguageEvent[], owned: boolean): LanguageState => {
  if (events.length === 0) return state;
  const draft: Draft = { ...state, words: new WordList(state.words, { owned }), copied: new Set() };
  const { words, copied: _copied, ...evolved } = applyEach(draft, events, apply);
  return { ...evolved, words: words.done() };
};

// The state after `events`, in order; the state given is left as it was.
export const evolveLanguageAll = (state: LanguageState, events: readonly LanguageEvent[]): LanguageState => evolveDraft(state, events, false);

export const evolveLanguage = (state: LanguageState, event: LanguageEvent): LanguageState => evolveLanguageAll(state, [event]);

// The same, changing the lexicon of `state` in place (Decider.evolveOwned): for a state whose
// words no one else reads. Its records (keys, runes, deleted ids) are still copied on change, so
// a copy of the state without its words (languageStates.ts) stays as it was.
export const evolveLanguageOwned = (state: LanguageState, events: readonly LanguageEvent[]): LanguageState => evolveDraft(state, events, true);
