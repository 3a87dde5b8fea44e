import type { KeyMap } from '@lorewright/domain/languages/languageView';
import { useEffect, useState } from 'react';
import { EMPTY_KEY_DRAFT, keyDraftProblem, namesKey, pressKey } from './keyPress';

// Presses meant for a field (the writing area, the word form, the rune upload) or a dialog are
// theirs, never a key's new name.
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"], [role="alertdialog"]') !== null);

/**
 * While a key is selected for renaming, the window's key presses name it (product.md §6). Escape
 * cancels; shortcuts (Ctrl or Cmd with a key) are left to the browser.
 */
export function useKeyListening(current: string, keyMap: KeyMap, onCancel: () => void) {
  const [draft, setDraft] = useState(EMPTY_KEY_DRAFT);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      if (event.metaKey || (event.ctrlKey && !event.altKey)) return;
      if (event.key === 'Escape') return onCancel();
      if (!namesKey(event.key)) return;
      // Space would scroll or press a button, Backspace could go back: here they name a key.
      event.preventDefault();
      setDraft((now) => pressKey(now, event.key));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  const problem = keyDraftProblem(draft, current, keyMap);
  return { typed: draft.typed, problem, canConfirm: draft.typed !== '' && problem === null };
}
