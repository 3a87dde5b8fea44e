import type { WordInput } from '@lorewright/domain/languages/language.commands';
import type { LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';
import { addStem, deleteStem, updateStem } from './api';
import type { LanguageChanges } from './useLanguageChanges';

/** The Words table's changes (product.md §7): a word is addressed by its index and, to be sure, its id. */
export function useWordActions(language: LanguageView, { send }: LanguageChanges) {
  const { _id: id, revision: held } = language;
  return {
    addWord: (stem: WordInput) => send(() => addStem(id, stem, held)),
    editWord: (index: number, word: LanguageWord, stem: WordInput) => send(() => updateStem(id, index, stem, word._id, word.revision, held)),
    deleteWord: (index: number, word: LanguageWord) => send(() => deleteStem(id, index, word._id, held)),
  };
}

export type WordActions = ReturnType<typeof useWordActions>;
