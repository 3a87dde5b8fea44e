import { applyEach } from '../shared/decider';
import { ownRecordOf } from '../shared/ownRecord';
import type { Visibility } from '../worlds/world.events';
import type { LanguageEvent } from './language.events';
import { changedHistory, newKeyHistory, type KeyField, type KeyFields, type KeyHistory } from './languageKeyHistory';
import type { WordType } from './languageLimits';

export interface RuneRef {
  name: string;
  mediaId: string;
}

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

// The lexicon while a batch of events changes it. Deletions and edits wait in maps and are
// applied in one pass when a word's place is next needed (an add or a move) or at the end, so
// a whole-lexicon save (deletions first, then places, then edits) costs passes over the list,
// not one per word.
class WordList {
  readonly #deleted = new Set<string>();
  readonly #edited = new Map<string, Partial<LanguageWordState>>();

  constructor(private words: LanguageWordState[]) {}

  delete(wordId: string): void {
    this.#deleted.add(wordId);
  }

  edit(wordId: string, change: Partial<LanguageWordState>): void {
    this.#edited.set(wordId, { ...this.#edited.get(wordId), ...change });
  }

  add(index: number, words: readonly LanguageWordState[]): void {
    this.#settle();
    const at = Math.max(0, Math.min(index, this.words.length));
    // One word in place; a run by copying (spreading 20,000 words as arguments could overflow).
    if (words.length === 1) this.words.splice(at, 0, words[0]);
    else this.words = [...this.words.slice(0, at), ...words, ...this.words.slice(at)];
  }

  move(wordId: string, index: number, revision: number): void {
    this.#settle();
    const from = this.words.findIndex((word) => word._id === wordId);
    if (from < 0) return;
    const [word] = this.words.splice(from, 1);
    this.words.splice(Math.max(0, Math.min(index, this.words.length)), 0, { ...word, revision });
  }

  done(): LanguageWordState[] {
    this.#settle();
    return this.words;
  }

  #settle(): void {
    if (this.#deleted.size === 0 && this.#edited.size === 0) return;
    const settled: LanguageWordState[] = [];
    for (const word of this.words) {
      if (this.#deleted.has(word._id)) continue;
      const change = this.#edited.get(word._id);
      settled.push(change ? { ...word, ...change } : word);
    }
    this.words = settled;
    this.#deleted.clear();
    this.#edited.clear();
  }
}

// A state being evolved: its own copies of what events change, so a batch of events changes
// them in place: one copy per batch, not per event.
type Draft = Omit<LanguageState, 'keys' | 'runes' | 'deletedIds' | 'words'> & {
  keys: Record<string, LanguageKeyState>;
  runes: RuneRef[];
  deletedIds: Record<string, true>;
  words: WordList;
};

const changeKey = <F extends KeyField>(draft: Draft, keyId: string, field: F, value: KeyFields[F]) => {
  const key = ownPart(draft.keys, keyId);
  if (!key) return;
  const history = changedHistory(key.history, field, key[field], draft.revision);
  draft.keys[keyId] = { ...key, [field]: value, revision: draft.revision, history };
};

const apply = (draft: Draft, event: LanguageEvent): void => {
  const revision = draft.revision;
  switch (event.type) {
    case 'LanguageCreated': {
      const { languageId, worldId, authorId, title } = event.data;
      Object.assign(draft, { status: 'active', languageId, worldId, authorId, title });
      return;
    }
    case 'LanguageRenamed':
      draft.title = event.data.title;
      return;
    case 'LanguageVisibilityChanged':
      draft.visibility = event.data.visibility;
      return;
    case 'LanguageDeleted':
      draft.status = 'deleted';
      return;
    case 'LanguageRuneUploaded':
      draft.runes.push(event.data.rune);
      return;
    case 'LanguageRuneRemoved':
      draft.runes = draft.runes.filter((rune) => rune.name !== event.data.name);
      return;
    case 'LanguageKeyAdded': {
      const { key } = event.data;
      draft.keys[key._id] = { ...key, revision, history: newKeyHistory(revision) };
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
      if (Object.hasOwn(draft.keys, event.data.keyId)) delete draft.keys[event.data.keyId];
      draft.deletedIds[event.data.keyId] = true;
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
      draft.deletedIds[event.data.wordId] = true;
      return;
  }
};

// The state after `events`, in order; the state given is left as it was.
export const evolveLanguageAll = (state: LanguageState, events: readonly LanguageEvent[]): LanguageState => {
  if (events.length === 0) return state;
  const draft: Draft = {
    ...state,
    keys: ownRecordOf(state.keys),
    runes: [...state.runes],
    deletedIds: ownRecordOf(state.deletedIds),
    words: new WordList([...state.words]),
  };
  applyEach(draft, events, apply);
  return { ...draft, words: draft.words.done() };
};

export const evolveLanguage = (state: LanguageState, event: LanguageEvent): LanguageState => evolveLanguageAll(state, [event]);
