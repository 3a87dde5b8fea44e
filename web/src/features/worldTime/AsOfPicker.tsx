import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateProblem, worldDateText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DateFields } from './DateFields';
import { DatePointsWorld } from './datePointsWorld';
import { dateOfDraft, draftOfDate, EMPTY_DATE } from './drafts';
import styles from './WorldTime.module.css';

/**
 * 'View as of': a date of the world's calendar to show the page on, 'Show' to go there and
 * 'Today' to come back to the world as it is now. The date shown is said in words too.
 */
export function AsOfPicker({
  calendar,
  asOf,
  onChange,
  label = 'View as of',
  subject = 'the world',
  quiet = false,
}: {
  calendar: Calendar;
  asOf: WorldDate | undefined;
  onChange: (date: WorldDate | undefined) => void;
  label?: string;
  /** What is shown as of the date: 'the world', 'the map'. */
  subject?: string;
  /** Not announced while the date moves by itself (a map playing through the years). */
  quiet?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOfDate(asOf));
  const [problem, setProblem] = useState<string | null>(null);
  // The address may change the date (back button, a shared link): the fields follow it.
  useEffect(() => setDraft(draftOfDate(asOf)), [asOf]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const typed = dateOfDraft(draft);
    const reason = 'error' in typed ? typed.error : !typed.date ? 'Please enter a year.' : worldDateProblem(calendar, typed.date);
    setProblem(reason);
    if (!reason && 'date' in typed && typed.date) onChange(typed.date);
  };
  const today = () => {
    setDraft(EMPTY_DATE);
    setProblem(null);
    onChange(undefined);
  };

  return (
    <div className={styles.picker}>
      <form onSubmit={show} aria-describedby={problem ? `${id}-problem` : undefined}>
        {/* A date to view the world on is typed: nothing is saved that could follow a point. */}
        <DatePointsWorld worldId={null}>
          <DateFields legend={label} calendar={calendar} value={draft} onChange={setDraft} />
        </DatePointsWorld>
        <button type="submit" className="button button-secondary">
          Show
        </button>
        {asOf && (
          <button type="button" className="button button-secondary" onClick={today}>
            Today
          </button>
        )}
      </form>
      <p className={styles.small} aria-live={quiet ? 'off' : 'polite'}>
        {asOf ? `Showing ${subject} as of ${worldDateText(calendar, asOf)}.` : `Showing ${subject} as it is now.`}
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
