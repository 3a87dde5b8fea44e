import { keyProblem, normalizeKey } from '@lorewright/domain/languages/languageKeys';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { KeyMap } from '@lorewright/domain/languages/languageView';

// Naming a key by pressing keys (product.md §6): typing appends, Backspace removes the last character,
// Space and Backspace on nothing are refused with the product's texts.

export interface KeyDraft {
  typed: string;
  /** The refusal of the last press ('Space not allowed.'), cleared by the next accepted one. */
  refused: string | null;
}

export const EMPTY_KEY_DRAFT: KeyDraft = { typed: '', refused: null };

/** True for the presses that name a key; the others (Tab, arrows, Shift…) keep their usual meaning. */
export const namesKey = (key: string) => key === 'Backspace' || [...key].length === 1;

export function pressKey(draft: KeyDraft, key: string): KeyDraft {
  if (key === 'Backspace') {
    if (draft.typed === '') return { typed: '', refused: m.backspaceNotAllowed };
    return { typed: [...draft.typed].slice(0, -1).join(''), refused: null };
  }
  if (key === ' ') return { ...draft, refused: m.spaceNotAllowed };
  if (!namesKey(key)) return draft;
  return { typed: draft.typed + key, refused: null };
}

/** What stops the typed key from replacing `current`, or null. */
export function keyDraftProblem(draft: KeyDraft, current: string, keyMap: KeyMap): string | null {
  if (draft.refused) return draft.refused;
  if (draft.typed === '') return null;
  const key = normalizeKey(draft.typed);
  const usedByAnother = key !== normalizeKey(current) && Object.keys(keyMap).some((other) => normalizeKey(other) === key);
  return usedByAnother ? m.keyInUse(key) : keyProblem(key);
}
