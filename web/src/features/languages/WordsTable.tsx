import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView, LanguageWord } from '@lorewright/domain/languages/languageView';
import { Fragment, useId, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { LanguageChanges } from './useLanguageChanges';
import { useWindowRows } from './useWindowRows';
import { useWordActions } from './useWordActions';
import { BLANK_WORD, WordFormRow } from './WordFormRow';
import { WordRow } from './WordRow';
import styles from './LanguagePage.module.css';
import table from './WordsTable.module.css';

export const NO_WORDS = 'No words yet.';

interface WordsTableProps {
  language: LanguageView;
  isAuthor: boolean;
  changes: LanguageChanges;
}

/**
 * The Words table: Word, Meaning and Type; the author adds, edits in place and deletes.
 * Only the rows near the view are drawn (a lexicon holds thousands); aria-rowcount and
 * aria-rowindex tell a screen reader where each drawn row stands in the whole table.
 */
export function WordsTable({ language, isAuthor, changes }: WordsTableProps) {
  const actions = useWordActions(language, changes);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ index: number; word: LanguageWord } | null>(null);
  const headingId = useId();
  const { words } = language;
  const editingIndex = isAuthor && editingId ? words.findIndex((word) => word._id === editingId) : -1;
  const { body, drawn, gapAfter, measure } = useWindowRows(words.length, editingIndex < 0 ? null : editingIndex);
  const columns = isAuthor ? 4 : 3;
  // The header row, the words, then the add row (author) or the empty note (a reader, no words).
  const rowCount = 1 + words.length + (isAuthor || words.length === 0 ? 1 : 0);
  const gap = (height: number) =>
    height > 0 && (
      <tr className={table.gap} style={{ height }} aria-hidden="true">
        <td colSpan={columns} />
      </tr>
    );

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
        <table className={`${styles.table} ${table.table}`} aria-labelledby={headingId} aria-rowcount={rowCount}>
          <colgroup>
            <col className={table.word} />
            <col />
            <col className={table.type} />
            {isAuthor && <col className={table.actions} />}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
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
          <tbody ref={body}>
            {drawn.map(({ index, gapBefore }) => {
              const word = words[index];
              if (!word) return null;
              const row = { ref: measure, index, rowIndex: index + 2 };
              return (
                <Fragment key={word._id}>
                  {gap(gapBefore)}
                  {isAuthor && editingId === word._id ? (
                    <WordFormRow
                      key={word._id}
                      {...row}
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
                      {...row}
                      word={word}
                      isAuthor={isAuthor}
                      busy={changes.busy}
                      onEdit={() => setEditingId(word._id)}
                      onDelete={() => setDeleting({ index, word })}
                    />
                  )}
                </Fragment>
              );
            })}
            {gap(gapAfter)}
            {words.length === 0 && !isAuthor && (
              <tr aria-rowindex={2}>
                <td colSpan={3} className={styles.empty}>
                  {NO_WORDS}
                </td>
              </tr>
            )}
            {isAuthor && (
              <WordFormRow
                rowIndex={words.length + 2}
                initial={BLANK_WORD}
                labelPrefix="New"
                submitLabel="Add Word"
                busy={changes.busy}
                onSubmit={actions.addWord}
              />
            )}
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
