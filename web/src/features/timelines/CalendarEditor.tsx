import { CalendarBody } from '@lorewright/domain/calendars/calendar.bodies';
import { CALENDAR_NAME_MAX } from '@lorewright/domain/calendars/calendarLimits';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useId, useReducer } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { calendarDraftReducer, draftOf } from './calendarDraft';
import styles from './CalendarEditor.module.css';
import { DayDivisionsSection, ErasSection, WeekdaysSection } from './CalendarLists';
import { CalendarMonthsSection } from './CalendarMonthsSection';
import { CalendarPreview } from './CalendarPreview';
import { calendarProblems } from './calendarPreview';
import { LeapRulesSection } from './LeapRulesSection';
import { timelinePath } from './timelinePaths';
import { useSaveCalendar } from './useSaveCalendar';

/**
 * A timeline's calendar editor (product.md §3, §4): its name, the months one at a time, the day's
 * divisions, weekdays, eras, year 0 and leap rules, a live preview, and Save, which sends the
 * calendar only once CalendarBody accepts it. A reader sees it all without changing it.
 */
export function CalendarEditor({ timeline, readOnly }: { timeline: TimelineView; readOnly: boolean }) {
  const [{ calendar, monthIndex }, dispatch] = useReducer(calendarDraftReducer, timeline.calendar, draftOf);
  const save = useSaveCalendar(timeline._id);
  const alert = useAppDispatch();
  const problems = calendarProblems(calendar);
  const nameId = useId();

  const submit = () => {
    if (problems.length > 0) return void alert(alertShown({ kind: 'warning', text: problems[0] }));
    save.mutate(CalendarBody.parse(calendar));
  };

  return (
    <section className={styles.page} aria-labelledby="calendar-title">
      <title>{`Calendar · ${timeline.title} · Lorewright`}</title>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Calendar of {timeline.title}</p>
          <h1 id="calendar-title" className={styles.title}>
            Calendar
          </h1>
        </div>
        <div className={styles.buttons}>
          <Link to={timelinePath(timeline._id)} className="button button-secondary">
            Open Timeline
          </Link>
          {!readOnly && (
            <button type="button" className="button button-primary" disabled={save.isPending} onClick={submit}>
              Save Calendar
            </button>
          )}
        </div>
      </header>
      {readOnly && <p className={styles.hint}>Only the author can change this calendar.</p>}

      <fieldset className={`${styles.fieldset} ${styles.nameField}`} disabled={readOnly}>
        <label htmlFor={nameId} className="form-label">
          Calendar Name
        </label>
        <input
          id={nameId}
          className={`text-input ${styles.name}`}
          maxLength={CALENDAR_NAME_MAX}
          value={calendar.name}
          onChange={(event) => dispatch({ type: 'rename', name: event.target.value })}
        />
      </fieldset>

      <div className={styles.grid}>
        <CalendarMonthsSection calendar={calendar} monthIndex={monthIndex} readOnly={readOnly} dispatch={dispatch} />
        <CalendarPreview calendar={calendar} problems={problems} startYear={timeline.start} />
        <fieldset className={`${styles.fieldset} ${styles.sections}`} disabled={readOnly}>
          <DayDivisionsSection calendar={calendar} dispatch={dispatch} />
          <WeekdaysSection calendar={calendar} dispatch={dispatch} />
          <ErasSection calendar={calendar} dispatch={dispatch} />
          <LeapRulesSection calendar={calendar} dispatch={dispatch} />
        </fieldset>
      </div>
    </section>
  );
}
