import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { useId } from 'react';
import type { DateDraft } from './drafts';
import styles from './WorldTime.module.css';

/** Year, month (by the calendar's names) and day of one date, all optional; checked when saved. */
export function DateFields({
  legend,
  calendar,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  calendar: Calendar;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={styles.date} disabled={disabled}>
      <legend className="form-label">{legend}</legend>
      <span className={styles.pair}>
        <label htmlFor={`${id}-year`} className={styles.small}>
          Year
        </label>
        <input
          id={`${id}-year`}
          className={`text-input ${styles.year}`}
          inputMode="numeric"
          autoComplete="off"
          value={value.year}
          onChange={(event) => onChange({ ...value, year: event.target.value })}
        />
      </span>
      <span className={styles.pair}>
        <label htmlFor={`${id}-month`} className={styles.small}>
          Month
        </label>
        <select
          id={`${id}-month`}
          className={`text-input ${styles.month}`}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.target.value, ...(event.target.value ? {} : { day: '' }) })}
        >
          <option value="">—</option>
          {calendar.months.map((month, i) => (
            <option key={`${i}-${month.name}`} value={String(i + 1)}>
              {month.name}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.pair}>
        <label htmlFor={`${id}-day`} className={styles.small}>
          Day
        </label>
        <input
          id={`${id}-day`}
          className={`text-input ${styles.day}`}
          inputMode="numeric"
          autoComplete="off"
          disabled={!value.month}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
        />
      </span>
    </fieldset>
  );
}
