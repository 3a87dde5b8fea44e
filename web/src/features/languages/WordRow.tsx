import type { LanguageWord } from '@lorewright/domain/languages/languageView';
import styles from './LanguagePage.module.css';

interface WordRowProps {
  word: LanguageWord;
  isAuthor: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One word of the lexicon; the author's row has Edit and Delete. */
export function WordRow({ word, isAuthor, busy, onEdit, onDelete }: WordRowProps) {
  return (
    <tr>
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
