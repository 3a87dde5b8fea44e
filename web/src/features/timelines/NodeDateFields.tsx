import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { CardField } from '../../components/CardField';
import styles from '../../components/PointEditCard.module.css';
import own from './TimelineNodeCard.module.css';

interface NodeDateFieldsProps {
  calendar: Calendar;
  /** '' for the start, 'End ' for a range's end: the fields' labels begin with it. */
  prefix: '' | 'End ';
  year: string;
  month: string;
  day: string;
  onChange: (change: { year?: string; month?: string; day?: string }) => void;
}

const label = (prefix: string, name: string) => (prefix ? `${prefix}${name.toLowerCase()}` : name);

/** A date of the calendar: year, month (one of the calendar's, or none) and day; no month means no day either. */
export function NodeDateFields({ calendar, prefix, year, month, day, onChange }: NodeDateFieldsProps) {
  const known = month === '' || calendar.months.some((entry) => entry.name === month);
  return (
    <div className={own.dates}>
      <CardField label={label(prefix, 'Year')}>
        {(id) => <input id={id} className={styles.input} inputMode="numeric" value={year} onChange={(event) => onChange({ year: event.target.value })} />}
      </CardField>
      <CardField label={label(prefix, 'Month')}>
        {(id) => (
          <select
            id={id}
            className={styles.input}
            value={month}
            onChange={(event) => onChange(event.target.value === '' ? { month: '', day: '' } : { month: event.target.value })}
          >
            <option value="">None</option>
            {calendar.months.map((entry, index) => (
              <option key={`${index}-${entry.name}`} value={entry.name}>
                {entry.name}
              </option>
            ))}
            {/* A month the calendar no longer has stays visible until it is changed. */}
            {!known && <option value={month}>{month}</option>}
          </select>
        )}
      </CardField>
      <CardField label={label(prefix, 'Day')}>
        {(id) => <input id={id} className={styles.input} inputMode="numeric" value={day} onChange={(event) => onChange({ day: event.target.value })} />}
      </CardField>
    </div>
  );
}
