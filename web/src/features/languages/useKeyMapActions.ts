import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { deleteRune, updateKeyMap, uploadRune, type SentKeyMap } from './api';
import { withNewKey, withoutKey, withRenamedKey, withRune } from './keyMapDraft';
import type { LanguageChanges } from './useLanguageChanges';

/** The Key Mapping panel's changes: each sends the whole key map at the language's revision. */
export function useKeyMapActions(language: LanguageView, { send }: LanguageChanges) {
  const { _id: id, keyMap, revision } = language;
  const sendKeyMap = (next: SentKeyMap) => send(() => updateKeyMap(id, next, revision));
  return {
    addKey: () => sendKeyMap(withNewKey(keyMap)),
    renameKey: (from: string, to: string) => sendKeyMap(withRenamedKey(keyMap, from, to)),
    deleteKey: (key: string) => sendKeyMap(withoutKey(keyMap, key)),
    setRune: (key: string, rune: string) => sendKeyMap(withRune(keyMap, key, rune)),
    uploadRune: (file: File) => send(() => uploadRune(id, file)),
    removeRune: (rune: string) => send(() => deleteRune(id, rune)),
  };
}

export type KeyMapActions = ReturnType<typeof useKeyMapActions>;
