import type { LanguageKeyState, RuneRef } from '@lorewright/domain/languages/language.state';
import type { LanguageListItem, LanguageWord } from '@lorewright/domain/languages/languageView';

// How the languages projection stores a language: one row (what lists, access checks and the
// fold read) holding its runes with their media items, plus one document per key (at most 300)
// and one per word, so changing one rune or one word of 20,000 writes one small document and the
// row's counters, not the row with 300 keys (~100 KB parsed and written per change).
export interface LanguageRecord extends LanguageListItem {
  revision: number;
  runes: RuneRef[];
  // The revision of the last word change: the words' JSON is kept by it, so a key change does
  // not serialise 5,000 words again.
  wordsRevision: number;
  // The largest word order given so far: a word added at the end takes the next one.
  lastWordOrder: number;
  // How many keys were ever deleted: the kept keys are read whole again after one
  // (languageKeysKept.ts).
  keyDeletions: number;
  // Runes taken out because their media item was deleted in the library: the view changes
  // without the language's revision changing, so its cached JSON is keyed by both.
  mediaChanges: number;
}

export interface LanguageWordRecord {
  // `{languageId}/{wordId}`
  _id: string;
  languageID: string;
  worldID: string;
  // The word's place in the lexicon: a number between its neighbours', so a word added or moved
  // in the middle writes one document.
  order: number;
  // The stream revision of the event that last wrote this document (partsJsonCache.ts).
  rev: number;
  word: LanguageWord;
}

export interface LanguageKeyRecord {
  // `{languageId}/{keyId}`
  _id: string;
  languageID: string;
  worldID: string;
  // The revision that first added the key (kept while it stays): the decider's record of keys
  // keeps them in the order they were added, and the key map breaks ties of order by it.
  added: number;
  // The stream revision of the event that last wrote this document.
  rev: number;
  key: LanguageKeyState;
}

// A word deleted at stream revision `rev`, so a lexicon's JSON kept at an earlier revision can
// drop it without reading every word again.
export interface LanguageWordGoneRecord {
  _id: string;
  languageID: string;
  worldID: string;
  rev: number;
}

export const LANGUAGES = 'languages';
export const LANGUAGE_KEYS = 'languageKeys';
export const LANGUAGE_WORDS = 'languageWords';
export const LANGUAGE_WORDS_GONE = 'languageWordsGone';
export const languageWordRecordId = (languageId: string, wordId: string) => `${languageId}/${wordId}`;
export const languageKeyRecordId = (languageId: string, keyId: string) => `${languageId}/${keyId}`;
