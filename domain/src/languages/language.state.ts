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

const changedKey = <F extends KeyField>(state: LanguageState, keyId: string, revision: number, field: F, value: KeyFields[F]) => {
  const key = ownPart(state.keys, keyId);
  if (!key) return {};
  const history = changedHistory(key.history, field, key[field], revision);
  return { keys: { ...state.keys, [keyId]: { ...key, [field]: value, revision, history } } };
};

const insertedAt = <T>(list: readonly T[], index: number, item: T) => {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
};

const evolveOnce = (state: LanguageState, event: LanguageEvent, revision: number): Partial<LanguageState> => {
  switch (event.type) {
    case 'LanguageCreated': {
      const { languageId, worldId, authorId, title } = event.data;
      return { status: 'active', languageId, worldId, authorId, title };
    }
    case 'LanguageRenamed':
      return { title: event.data.title };
    case 'LanguageVisibilityChanged':
      return { visibility: event.data.visibility };
    case 'LanguageDeleted':
      return { status: 'deleted' };
    case 'LanguageRuneUploaded':
      return { runes: [...state.runes, event.data.rune] };
    case 'LanguageRuneRemoved':
      return { runes: state.runes.filter((rune) => rune.name !== event.data.name) };
    case 'LanguageKeyAdded': {
      const { key } = event.data;
      return { keys: { ...state.keys, [key._id]: { ...key, revision, history: newKeyHistory(revision) } } };
    }
    case 'LanguageKeyRenamed':
      return changedKey(state, event.data.keyId, revision, 'key', event.data.key);
    case 'LanguageKeyReordered':
      return changedKey(state, event.data.keyId, revision, 'order', event.data.order);
    case 'LanguageKeyRuneSet':
      return changedKey(state, event.data.keyId, revision, 'rune', event.data.rune);
    case 'LanguageKeyRuneCleared':
      return changedKey(state, event.data.keyId, revision, 'rune', null);
    case 'LanguageKeyDeleted': {
      const { [event.data.keyId]: _deleted, ...keys } = state.keys;
      return { keys, deletedIds: { ...state.deletedIds, [event.data.keyId]: true } };
    }
    case 'LanguageWordAdded':
      return { words: insertedAt(state.words, event.data.index, { ...event.data.word, revision }) };
    case 'LanguageWordEdited':
      return { words: state.words.map((word) => (word._id === event.data.wordId ? { ...word, ...event.data.fields, revision } : word)) };
    case 'LanguageWordMoved': {
      const word = state.words.find((w) => w._id === event.data.wordId);
      if (!word) return {};
      return {
        words: insertedAt(
          state.words.filter((w) => w !== word),
          event.data.index,
          { ...word, revision },
        ),
      };
    }
    case 'LanguageWordDeleted':
      return { words: state.words.filter((word) => word._id !== event.data.wordId), deletedIds: { ...state.deletedIds, [event.data.wordId]: true } };
  }
};

export const evolveLanguage = (state: LanguageState, event: LanguageEvent): LanguageState => {
  const revision = state.revision + 1;
  return { ...state, ...evolveOnce(state, event, revision), revision };
};
