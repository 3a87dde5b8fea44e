import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { useId, type Dispatch } from 'react';
import { IntegerInput } from '../../components/IntegerInput';
import type { CalendarAction } from './calendarDraft';
import styles from './CalendarEditor.module.css';
import { CalendarListSection } from './CalendarListSection';
import { EraFields } from './EraFields';

interface ListsProps {
  calendar: Calendar;
  dispatch: Dispatch<CalendarAction>;
}

/** The day's divisions: a name and its hours each (the product's AM and PM of 12). */
export function DayDivisionsSection({ calendar, dispatch }: ListsProps) {
  return (
    <CalendarListSection
      title="Day Divisions"
      list="days"
      noun="division"
      hint="The parts of a day and their hours."
      empty="The day has no divisions."
      items={calendar.days}
      dispatch={dispatch}
      row={(division, i, set) => (
        <>
          <input
            className="text-input"
            aria-label={`Division ${i + 1} name`}
            value={division.name}
            onChange={(event) => set({ ...division, name: event.target.value })}
          />
          <IntegerInput
            label={`Division ${i + 1} hours`}
            className={styles.number}
            min={1}
            value={division.numHours}
            onChange={(numHours) => numHours !== null && set({ ...division, numHours })}
          />
        </>
      )}
    />
  );
}

/** The week: its days by name, in order. */
export function WeekdaysSection({ calendar, dispatch }: ListsProps) {
  return (
    <CalendarListSection
      title="Weekdays"
      list="weekdays"
      noun="weekday"
      hint="Intercalary months stand outside the week."
      empty="This calendar has no week."
      items={calendar.weekdays}
      dispatch={dispatch}
      row={(name, i, set) => <input className="text-input" aria-label={`Weekday ${i + 1} name`} value={name} onChange={(event) => set(event.target.value)} />}
    />
  );
}

/** The eras: name, abbreviation, start year, whether they count up or down (BC) and restart the count; and whether there is a year 0. */
export function ErasSection({ calendar, dispatch }: ListsProps) {
  const restartHintId = useId();
  return (
    <CalendarListSection
      title="Eras"
      list="eras"
      noun="era"
      hint="Each era lasts until the next starts; only the first may have no start year."
      empty="Years are shown by their own numbers."
      items={calendar.eras}
      dispatch={dispatch}
      row={(era, i, set) => <EraFields era={era} label={`Era ${i + 1}`} restartHintId={restartHintId} set={set} />}
    >
      {calendar.eras.length > 0 && (
        <p id={restartHintId} className={styles.hint}>
          An era that restarts the year count calls its start year year 1; otherwise its years keep the calendar&apos;s numbers. Eras counting down or without a
          start year do not restart.
        </p>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={calendar.hasYearZero} onChange={(event) => dispatch({ type: 'yearZero', hasYearZero: event.target.checked })} />
        The calendar has a year 0 (without it, year -1 is followed by year 1)
      </label>
    </CalendarListSection>
  );
}
