import type { WordInput } from '@lorewright/domain/languages/language.commands';
import type { LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';
import { addStem, deleteStem, updateStem } from './api';
import type { LanguageChanges } from './useLanguageChanges';

/** The Words table's changes (spec §7): a word is addressed by its index and, to be sure, its id. */
export function useWordActions(language: LanguageView, { send }: LanguageChanges) {
  const id = language._id;
  return {
    addWord: (stem: WordInput) => send(() => addStem(id, stem)),
    editWord: (index: number, word: LanguageWord, stem: WordInput) => send(() => updateStem(id, index, stem, word._id, word.revision)),
    deleteWord: (index: number, word: LanguageWord) => send(() => deleteStem(id, index, word._id)),
  };
}

export type WordActions = ReturnType<typeof useWordActions>;
