import type { Permissions } from '../accounts/permissions';
import type { Visibility } from '../worlds/world.events';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import type { WordType } from './languageLimits';

// A key as PUT language/updateKeyMap sends it. rune names one of the language's runeImages. With
// a revision it is an edit of the key as the client saw it then; without one, new or a blind
// overwrite.
export interface SentKey {
  _id: string;
  key: string;
  order: number;
  rune: string | null;
  revision?: number | undefined;
}

// What updateKeyMap is given: the whole map, or a change of it (removedKeyIds present, even
// empty): only the keys added or changed, and the ids of keys deleted; every other key stays.
export interface KeyMapChange {
  keys: SentKey[];
  removedKeyIds: string[];
}
export type KeyMapUpdate = SentKey[] | KeyMapChange;

export interface WordInput {
  word: string;
  meaning: string;
  type: WordType;
}

// A word as PUT language/{id}/updateStems sends it; the handler gives new words their ids.
export interface SentWord extends WordInput {
  _id: string;
  revision?: number | undefined;
}

type Base = { actorId: string; world: ElementWorldFacts; permissions: Permissions; now: string };

// Whole-list commands carry the language revision the client's list was read at (seenRevision):
// a key or word absent from the list is deleted, unless it was added or changed after that
// revision, which is a conflict (409) rather than a silent loss.
export type LanguageCommand =
  | (Base & { type: 'CreateLanguage'; languageId: string; title: string })
  | (Base & { type: 'RenameLanguage'; title: string })
  | (Base & { type: 'ChangeLanguageVisibility'; visibility: Visibility })
  | (Base & { type: 'DeleteLanguage' })
  | (Base & { type: 'AddRune'; rune: { name: string; mediaId: string } })
  | (Base & { type: 'RemoveRune'; name: string })
  | (Base & { type: 'UpdateKeyMap'; keys: SentKey[]; removedKeyIds?: string[] | undefined; seenRevision?: number | undefined })
  | (Base & { type: 'UpdateWords'; words: SentWord[]; seenRevision?: number | undefined })
  | (Base & { type: 'AddWord'; word: WordInput & { _id: string }; index?: number | undefined })
  // index addresses the word as the product's calls do; wordId, when sent, must be the word there
  // (a list that moved under the client is a 409, not an edit of the wrong word).
  | (Base & { type: 'EditWord'; index: number; wordId?: string | undefined; word: WordInput; revision?: number | undefined })
  | (Base & { type: 'DeleteWord'; index: number; wordId?: string | undefined });
