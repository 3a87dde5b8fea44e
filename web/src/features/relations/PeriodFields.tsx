import type { RelationDate } from '@lorewright/domain/relations/relationPeriod';
import { useId } from 'react';
import styles from './RelationsPanel.module.css';

// One end of a period as typed: strings, '' for what is left empty.
export interface DateDraft {
  year: string;
  month: string;
  day: string;
}
export const EMPTY_DATE: DateDraft = { year: '', month: '', day: '' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Year, month and day of one end of a period (all optional; the server checks them). */
export function DateFields({ legend, value, onChange }: { legend: string; value: DateDraft; onChange: (value: DateDraft) => void }) {
  const id = useId();
  return (
    <fieldset className={styles.date}>
      <legend className="form-label">{legend}</legend>
      <span className={styles.pair}>
        <label htmlFor={`${id}-year`} className={styles.small}>
          Year
        </label>
        <input
          id={`${id}-year`}
          className={`text-input ${styles.year}`}
          inputMode="numeric"
          value={value.year}
          onChange={(event) => onChange({ ...value, year: event.target.value })}
        />
      </span>
      <span className={styles.pair}>
        <label htmlFor={`${id}-month`} className={styles.small}>
          Month
        </label>
        <select id={`${id}-month`} className="text-input" value={value.month} onChange={(event) => onChange({ ...value, month: event.target.value })}>
          <option value="">—</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
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
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
        />
      </span>
    </fieldset>
  );
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The end as the server takes it, or undefined when no year was given. */
export const dateOf = (draft: DateDraft) => {
  const year = numberOf(draft.year);
  if (year === undefined) return undefined;
  const month = numberOf(draft.month);
  const day = numberOf(draft.day);
  return { year, ...(month === undefined ? {} : { month }), ...(day === undefined ? {} : { day }) };
};

/** One end of a stored period as the form shows it, for editing. */
export const dateDraftOf = (date: RelationDate | undefined): DateDraft =>
  date
    ? { year: String(date.year), month: date.month === undefined ? '' : String(date.month), day: date.day === undefined ? '' : String(date.day) }
    : EMPTY_DATE;
