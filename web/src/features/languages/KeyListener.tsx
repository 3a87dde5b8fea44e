import type { KeyMap } from '@lorewright/domain/languages/languageView';
import { useEffect, useRef } from 'react';
import { useKeyListening } from './useKeyListening';
import styles from './KeyMappingPanel.module.css';

export const LISTENING_HINT = 'Press keys to name this key…';

interface KeyListenerProps {
  current: string;
  keyMap: KeyMap;
  busy: boolean;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

/** A selected key listening for key presses (product.md §6): what is typed, the refusal, Confirm and Cancel. */
export function KeyListener({ current, keyMap, busy, onConfirm, onCancel }: KeyListenerProps) {
  const { typed, problem, canConfirm } = useKeyListening(current, keyMap, onCancel);
  const region = useRef<HTMLDivElement>(null);
  // Off the writing area, so the presses name the key rather than write text.
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} className={styles.listener} role="group" aria-label={`New name for "${current}"`} tabIndex={-1}>
      <p className={styles.hint} role="status">
        {LISTENING_HINT}
      </p>
      <output className={styles.typed} aria-label="Typed key">
        {typed}
      </output>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" disabled={!canConfirm || busy} onClick={() => onConfirm(typed)}>
          Confirm
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
