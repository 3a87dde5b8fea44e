import type { LanguageWord } from '@lorewright/domain/languages/languageView';
import type { Ref } from 'react';
import styles from './LanguagePage.module.css';

export interface TableRowPlace {
  /** Measures the drawn row (the table draws only the rows near the view). */
  ref?: Ref<HTMLTableRowElement>;
  /** Its index among the rows drawn from a list, for the measuring. */
  index?: number;
  /** Its row number in the whole table, header included (aria-rowindex). */
  rowIndex: number;
}

interface WordRowProps extends TableRowPlace {
  word: LanguageWord;
  isAuthor: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One word of the lexicon; the author's row has Edit and Delete. */
export function WordRow({ ref, index, rowIndex, word, isAuthor, busy, onEdit, onDelete }: WordRowProps) {
  return (
    <tr ref={ref} data-index={index} aria-rowindex={rowIndex}>
      <td>{word.word}</td>
      <td className={styles.meaning}>{word.meaning}</td>
      <td>{word.type}</td>
      {isAuthor && (
        <td className={styles.rowActions}>
          <button type="button" className="button button-secondary" aria-label={`Edit word "${word.word}"`} disabled={busy} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="button button-secondary" aria-label={`Delete word "${word.word}"`} disabled={busy} onClick={onDelete}>
            Delete
          </button>
        </td>
      )}
    </tr>
  );
}
