import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { deleteRune, updateKeyMap, uploadRune, type KeyMapChange } from './api';
import { deleteChange, newKeyChange, renameChange, runeChange } from './keyMapDraft';
import type { LanguageChanges } from './useLanguageChanges';

/** The Key Mapping panel's changes: each sends only the key it changes, at the language's revision. */
export function useKeyMapActions(language: LanguageView, { send }: LanguageChanges) {
  const { _id: id, keyMap, revision } = language;
  const sendChange = (change: KeyMapChange) => send(() => updateKeyMap(id, change, revision));
  return {
    addKey: () => sendChange(newKeyChange(keyMap)),
    renameKey: (from: string, to: string) => sendChange(renameChange(keyMap, from, to)),
    deleteKey: (key: string) => sendChange(deleteChange(keyMap, key)),
    setRune: (key: string, rune: string) => sendChange(runeChange(keyMap, key, rune)),
    uploadRune: (file: File) => send(() => uploadRune(id, file)),
    removeRune: (rune: string) => send(() => deleteRune(id, rune)),
  };
}

export type KeyMapActions = ReturnType<typeof useKeyMapActions>;
