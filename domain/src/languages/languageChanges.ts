import type { LanguageView, LanguageWord } from './languageView';

// The answer of a language's part calls asked with `?since=<revision>` (the copy's `revision`):
// the language as it is now with its words left out, the words written after that revision in
// the lexicon's order (each with the id of the word now before it, null for the first) and the
// ids of the words deleted since.
export interface LanguageChanges {
  revision: number;
  language: LanguageView;
  words: { after: string | null; word: LanguageWord }[];
  removedWordIDs: string[];
}

// The copy brought up to the answer: its words without the deleted and the written ones, then
// each written word put back after the word now before it. They come in the lexicon's order, so
// a word's neighbour is in place before it.
export const applyLanguageChanges = (copy: LanguageView, { language, words, removedWordIDs }: LanguageChanges): LanguageView => {
  const leaving = new Set([...removedWordIDs, ...words.map(({ word }) => word._id)]);
  const lexicon = copy.words.filter((word) => !leaving.has(word._id));
  for (const { after, word } of words) {
    const at = after === null ? 0 : lexicon.findIndex((other) => other._id === after) + 1;
    // A neighbour the copy lacks cannot happen for a copy read at or after `since`; at the end then.
    lexicon.splice(at === 0 && after !== null ? lexicon.length : at, 0, word);
  }
  return { ...language, words: lexicon };
};
