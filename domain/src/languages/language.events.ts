import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { Visibility } from '../worlds/world.events';
import { WORD_TYPES } from './languageLimits';

// Events of one language's stream `language-{languageId}`. Every event names its world, so a
// world's lists follow without reading the language. updateKeyMap (whole, or a change of the
// map) and updateStems send lists, but each change to a key or a word is its own event (the
// decider diffs against the state), so two tabs editing different keys never overwrite each other.

const ids = { languageId: z.string(), worldId: z.string() };
const keyId = z.string();
const wordId = z.string();

// A rune picture: mediaId names the author's media item (folder 'runes'), held active while a
// key shows it.
export const StoredRune = z.object({ name: z.string(), mediaId: z.string() });
export const StoredKey = z.object({ _id: z.string(), key: z.string(), order: z.number().int(), rune: StoredRune.nullable() });
export const WordFields = z.object({ word: z.string(), meaning: z.string(), type: z.enum(WORD_TYPES) });
export const StoredWord = WordFields.extend({ _id: z.string() });

// New languages are private, with no keys, runes or words.
export const LanguageCreated = defineEvent({
  type: 'LanguageCreated',
  version: 1,
  schema: z.object({ ...ids, authorId: z.string(), title: z.string(), createdOn: z.string() }),
});
export const LanguageRenamed = defineEvent({ type: 'LanguageRenamed', version: 1, schema: z.object({ ...ids, title: z.string() }) });
export const LanguageVisibilityChanged = defineEvent({ type: 'LanguageVisibilityChanged', version: 1, schema: z.object({ ...ids, visibility: Visibility }) });
export const LanguageDeleted = defineEvent({ type: 'LanguageDeleted', version: 1, schema: z.object(ids) });

export const LanguageRuneUploaded = defineEvent({ type: 'LanguageRuneUploaded', version: 1, schema: z.object({ ...ids, rune: StoredRune }) });
// Taken out of the rune picker (no key shows it any more).
export const LanguageRuneRemoved = defineEvent({ type: 'LanguageRuneRemoved', version: 1, schema: z.object({ ...ids, name: z.string() }) });

export const LanguageKeyAdded = defineEvent({ type: 'LanguageKeyAdded', version: 1, schema: z.object({ ...ids, key: StoredKey }) });
// The key string changes; its id, order and rune stay.
export const LanguageKeyRenamed = defineEvent({ type: 'LanguageKeyRenamed', version: 1, schema: z.object({ ...ids, keyId, key: z.string() }) });
export const LanguageKeyReordered = defineEvent({ type: 'LanguageKeyReordered', version: 1, schema: z.object({ ...ids, keyId, order: z.number().int() }) });
export const LanguageKeyRuneSet = defineEvent({ type: 'LanguageKeyRuneSet', version: 1, schema: z.object({ ...ids, keyId, rune: StoredRune }) });
export const LanguageKeyRuneCleared = defineEvent({ type: 'LanguageKeyRuneCleared', version: 1, schema: z.object({ ...ids, keyId }) });
export const LanguageKeyDeleted = defineEvent({ type: 'LanguageKeyDeleted', version: 1, schema: z.object({ ...ids, keyId }) });

// index: the word's place in the lexicon once added (the end when it equals the count).
export const LanguageWordAdded = defineEvent({
  type: 'LanguageWordAdded',
  version: 1,
  schema: z.object({ ...ids, word: StoredWord, index: z.number().int() }),
});
// Many words added by one request as one run: the first at index, the rest after it in the
// order sent (shared/bulkAdds.ts).
export const LanguageWordsAdded = defineEvent({
  type: 'LanguageWordsAdded',
  version: 1,
  schema: z.object({ ...ids, words: z.array(StoredWord), index: z.number().int() }),
});
export const LanguageWordEdited = defineEvent({ type: 'LanguageWordEdited', version: 1, schema: z.object({ ...ids, wordId, fields: WordFields }) });
export const LanguageWordMoved = defineEvent({ type: 'LanguageWordMoved', version: 1, schema: z.object({ ...ids, wordId, index: z.number().int() }) });
export const LanguageWordDeleted = defineEvent({ type: 'LanguageWordDeleted', version: 1, schema: z.object({ ...ids, wordId }) });

export const languageEvents = [
  LanguageCreated,
  LanguageRenamed,
  LanguageVisibilityChanged,
  LanguageDeleted,
  LanguageRuneUploaded,
  LanguageRuneRemoved,
  LanguageKeyAdded,
  LanguageKeyRenamed,
  LanguageKeyReordered,
  LanguageKeyRuneSet,
  LanguageKeyRuneCleared,
  LanguageKeyDeleted,
  LanguageWordAdded,
  LanguageWordsAdded,
  LanguageWordEdited,
  LanguageWordMoved,
  LanguageWordDeleted,
];

export type LanguageEvent =
  | EventOf<typeof LanguageCreated>
  | EventOf<typeof LanguageRenamed>
  | EventOf<typeof LanguageVisibilityChanged>
  | EventOf<typeof LanguageDeleted>
  | EventOf<typeof LanguageRuneUploaded>
  | EventOf<typeof LanguageRuneRemoved>
  | EventOf<typeof LanguageKeyAdded>
  | EventOf<typeof LanguageKeyRenamed>
  | EventOf<typeof LanguageKeyReordered>
  | EventOf<typeof LanguageKeyRuneSet>
  | EventOf<typeof LanguageKeyRuneCleared>
  | EventOf<typeof LanguageKeyDeleted>
  | EventOf<typeof LanguageWordAdded>
  | EventOf<typeof LanguageWordsAdded>
  | EventOf<typeof LanguageWordEdited>
  | EventOf<typeof LanguageWordMoved>
  | EventOf<typeof LanguageWordDeleted>;
