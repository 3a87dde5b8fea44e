import { fantasyCalendarMessages as m } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import styles from './CalendarImport.module.css';
import { useCalendarImport } from './useCalendarImport';

/**
 * Import from Fantasy-Calendar (the author's calendar page): choose an export (.json); the server
 * saves the calendar it reads, `onImported` shows it in the editor, and what it could not keep is
 * listed under the button (a status region, read out when it changes).
 */
export function CalendarImport({ timelineID, onImported }: { timelineID: string; onImported: () => void }) {
  const dispatch = useAppDispatch();
  const importCalendar = useCalendarImport(timelineID);
  const input = useRef<HTMLInputElement>(null);
  const [notes, setNotes] = useState<string[] | null>(null);
  const titleId = useId();

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || importCalendar.isPending) return;
    setNotes(null);
    importCalendar.mutate(file, {
      onSuccess: (answer) => {
        if (!answer.ok) return void dispatch(alertShown({ kind: 'error', text: answer.data.error }));
        setNotes(answer.data.notes);
        dispatch(alertShown({ kind: 'success', text: answer.data.message }));
        onImported();
      },
      onError: (failure) => void dispatch(alertShown({ kind: 'error', text: failure.message })),
    });
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <h2 id={titleId} className="panel-title">
          Import a calendar
        </h2>
        <p className="panel-text">
          Replace this calendar with one exported from Fantasy-Calendar (its .json file). The calendar is saved at once; unsaved changes above are lost, and
          points keep their dates.
        </p>
        <div className="button-row">
          <button type="button" className="button button-secondary" disabled={importCalendar.isPending} onClick={() => input.current?.click()}>
            {importCalendar.isPending ? m.importing : m.button}
          </button>
          <input ref={input} type="file" accept=".json,application/json" aria-label={m.choose} hidden onChange={chosen} />
        </div>
        <div className={styles.notes} role="status">
          {notes && notes.length > 0 && (
            <>
              <p className="panel-text">{m.notesTitle}</p>
              <ul className={styles.list}>
                {notes.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            </>
          )}
          {notes && notes.length === 0 && <p className="panel-text">{m.nothingLeftOut}</p>}
        </div>
      </div>
    </section>
  );
}
