import type { LanguageKeyState, RuneRef } from '@lorewright/domain/languages/language.state';
import type { LanguageListItem, LanguageWord } from '@lorewright/domain/languages/languageView';

// How the languages projection stores a language: one row (what lists, access checks and the
// fold read) holding its keys (at most 300, by id, as the decider keeps them) and its runes with
// their media items, plus one document per word, so editing one word of 5,000 writes one small
// document.
export interface LanguageRecord extends LanguageListItem {
  revision: number;
  keys: Record<string, LanguageKeyState>;
  runes: RuneRef[];
  // The revision of the last word change: the words' JSON is kept by it, so a key change does
  // not serialise 5,000 words again.
  wordsRevision: number;
  // The largest word order given so far: a word added at the end takes the next one.
  lastWordOrder: number;
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

// A word deleted at stream revision `rev`, so a lexicon's JSON kept at an earlier revision can
// drop it without reading every word again.
export interface LanguageWordGoneRecord {
  _id: string;
  languageID: string;
  worldID: string;
  rev: number;
}

export const LANGUAGES = 'languages';
export const LANGUAGE_WORDS = 'languageWords';
export const LANGUAGE_WORDS_GONE = 'languageWordsGone';
export const languageWordRecordId = (languageId: string, wordId: string) => `${languageId}/${wordId}`;
