import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateProblem, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { sameSceneDate } from '@lorewright/domain/writings/sceneRules';
import { useId, useState, type FormEvent } from 'react';
import { DateFields, dateOfDraft, draftOfDate, EMPTY_DATE } from '../worldTime/api';
import styles from './RoomPanel.module.css';

/**
 * When the scene happens, on the world's calendar: set with Set (or Enter), cleared with Clear.
 * A date the calendar lacks is said here and never sent: the server would refuse the whole save.
 */
export function SceneDateField({ date, calendar, onSet }: { date: WorldDate | undefined; calendar: Calendar; onSet: (date: WorldDate | undefined) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOfDate(date));
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (next: WorldDate | undefined) => {
    setProblem(null);
    // The same date again changes nothing: no save.
    if (!sameSceneDate(next, date)) onSet(next);
  };
  const set = (event: FormEvent) => {
    event.preventDefault();
    const typed = dateOfDraft(draft);
    const reason = 'error' in typed ? typed.error : typed.date && worldDateProblem(calendar, typed.date);
    if (reason) setProblem(reason);
    else if ('date' in typed) apply(typed.date ?? undefined);
  };
  const clear = () => {
    setDraft(EMPTY_DATE);
    apply(undefined);
  };

  return (
    <form className={styles.group} onSubmit={set} aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <DateFields
        legend="Date"
        calendar={calendar}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        When the scene happens, on the world’s calendar; a year alone, or with its month and day.
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.inline}>
        <button type="submit" className={`button button-secondary ${styles.small}`}>
          Set
        </button>
        {date && (
          <button type="button" className={`button button-secondary ${styles.small}`} onClick={clear}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
