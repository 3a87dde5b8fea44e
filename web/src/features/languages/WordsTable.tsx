import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { LanguageChanges } from './useLanguageChanges';
import { useWordActions } from './useWordActions';
import { BLANK_WORD, WordFormRow } from './WordFormRow';
import { WordRow } from './WordRow';
import styles from './LanguagePage.module.css';

export const NO_WORDS = 'No words yet.';

interface WordsTableProps {
  language: LanguageView;
  isAuthor: boolean;
  changes: LanguageChanges;
}

/** The Words table (spec §2): Word, Meaning and Type; the author adds, edits in place and deletes. */
export function WordsTable({ language, isAuthor, changes }: WordsTableProps) {
  const actions = useWordActions(language, changes);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ index: number; word: LanguageWord } | null>(null);
  const headingId = useId();
  const { words } = language;

  const remove = (index: number, word: LanguageWord) => {
    setDeleting(null);
    void actions.deleteWord(index, word);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Words
      </h2>
      <div className={styles.tableScroller}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Word</th>
              <th scope="col">Meaning</th>
              <th scope="col">Type</th>
              {isAuthor && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {words.map((word, index) =>
              isAuthor && editingId === word._id ? (
                <WordFormRow
                  key={word._id}
                  initial={{ word: word.word, meaning: word.meaning, type: word.type }}
                  labelPrefix=""
                  submitLabel="Save"
                  busy={changes.busy}
                  onSubmit={async (stem) => {
                    const taken = await actions.editWord(index, word, stem);
                    if (taken) setEditingId(null);
                    return taken;
                  }}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <WordRow
                  key={word._id}
                  word={word}
                  isAuthor={isAuthor}
                  busy={changes.busy}
                  onEdit={() => setEditingId(word._id)}
                  onDelete={() => setDeleting({ index, word })}
                />
              ),
            )}
            {words.length === 0 && !isAuthor && (
              <tr>
                <td colSpan={3} className={styles.empty}>
                  {NO_WORDS}
                </td>
              </tr>
            )}
            {isAuthor && <WordFormRow initial={BLANK_WORD} labelPrefix="New" submitLabel="Add Word" busy={changes.busy} onSubmit={actions.addWord} />}
          </tbody>
        </table>
      </div>
      <ConfirmModal
        open={deleting !== null}
        title={m.deleteTitle(deleting?.word.word ?? '')}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => deleting && remove(deleting.index, deleting.word)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
