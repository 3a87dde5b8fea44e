import type { WordInput } from '@lorewright/domain/languages/language.commands';
import { WORD_TYPES, type WordType } from '@lorewright/domain/languages/languageLimits';
import { useState, type KeyboardEvent } from 'react';
import { checkWordForm } from './wordForm';
import type { TableRowPlace } from './WordRow';
import styles from './LanguagePage.module.css';

export const BLANK_WORD: WordInput = { word: '', meaning: '', type: 'noun' };

interface WordFormRowProps extends TableRowPlace {
  initial: WordInput;
  /** 'New word' for the add row, '' for a row edited in place: the fields' label prefix. */
  labelPrefix: string;
  submitLabel: string;
  busy: boolean;
  /** True when the server took the word. */
  onSubmit: (stem: WordInput) => Promise<boolean>;
  onCancel?: () => void;
}

const label = (prefix: string, field: string) => (prefix ? `${prefix} ${field.toLowerCase()}` : field);

/** A word's fields as a table row: checked with the server's rules, sent, and cleared once taken. */
export function WordFormRow({ ref, index, rowIndex, initial, labelPrefix, submitLabel, busy, onSubmit, onCancel }: WordFormRowProps) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (part: Partial<WordInput>) => {
    setDraft({ ...draft, ...part });
    setProblem(null);
  };
  const submit = async () => {
    const checked = checkWordForm(draft);
    if (!checked.ok) return setProblem(checked.message);
    if (await onSubmit(checked.stem)) setDraft(initial);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void submit();
    if (event.key === 'Escape') onCancel?.();
  };
  return (
    <tr ref={ref} data-index={index} aria-rowindex={rowIndex} className={styles.formRow}>
      <td>
        <input
          className="text-input"
          aria-label={label(labelPrefix, 'Word')}
          value={draft.word}
          onChange={(event) => change({ word: event.target.value })}
          onKeyDown={onKeyDown}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </td>
      <td>
        <input
          className="text-input"
          aria-label={label(labelPrefix, 'Meaning')}
          value={draft.meaning}
          onChange={(event) => change({ meaning: event.target.value })}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <select
          className="text-input"
          aria-label={label(labelPrefix, 'Type')}
          value={draft.type}
          onChange={(event) => change({ type: event.target.value as WordType })}
        >
          {WORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </td>
      <td className={styles.rowActions}>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void submit()}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}
