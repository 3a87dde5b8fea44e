import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { NEW_MONTH_DAYS } from '@lorewright/domain/calendars/calendarLimits';
import { useState, type Dispatch } from 'react';
import { IntegerInput } from '../../components/IntegerInput';
import { allUnknown, wholeNumber, type CalendarAction } from './calendarDraft';
import styles from './CalendarEditor.module.css';

interface MonthsProps {
  calendar: Calendar;
  monthIndex: number;
  readOnly: boolean;
  dispatch: Dispatch<CalendarAction>;
}

/** The months, one at a time (product.md §4): a pager, the shown month's fields, and the changes to all months. */
export function CalendarMonthsSection({ calendar, monthIndex, readOnly, dispatch }: MonthsProps) {
  const months = calendar.months;
  return (
    <section className={styles.section} aria-label="Months">
      <h2 className={styles.sectionTitle}>Months</h2>
      {months.length === 0 ? <p className={styles.empty}>This calendar has no months.</p> : <MonthPager {...{ calendar, monthIndex, dispatch }} />}
      <fieldset className={styles.fieldset} disabled={readOnly}>
        {months.length > 0 && <MonthFields {...{ calendar, monthIndex, dispatch }} />}
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'addMonth' })}>
            Add Month
          </button>
          {months.length > 0 && (
            <>
              <button type="button" className="button button-secondary" disabled={monthIndex === 0} onClick={() => dispatch({ type: 'moveMonth', by: -1 })}>
                Move Earlier
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={monthIndex === months.length - 1}
                onClick={() => dispatch({ type: 'moveMonth', by: 1 })}
              >
                Move Later
              </button>
              <button type="button" className={`button button-secondary ${styles.danger}`} onClick={() => dispatch({ type: 'removeMonth' })}>
                Remove Month
              </button>
            </>
          )}
        </div>
        <AllMonths calendar={calendar} dispatch={dispatch} />
      </fieldset>
    </section>
  );
}

function MonthPager({ calendar, monthIndex, dispatch }: Omit<MonthsProps, 'readOnly'>) {
  const show = (index: number) => dispatch({ type: 'showMonth', index });
  const count = calendar.months.length;
  return (
    <div className={styles.pager}>
      <button type="button" className="button button-secondary" aria-label="Previous month" disabled={monthIndex === 0} onClick={() => show(monthIndex - 1)}>
        ‹
      </button>
      <select className={`text-input ${styles.select}`} aria-label="Month shown" value={monthIndex} onChange={(event) => show(Number(event.target.value))}>
        {calendar.months.map((month, index) => (
          <option key={index} value={index}>
            {`${index + 1}. ${month.name}`}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-secondary"
        aria-label="Next month"
        disabled={monthIndex === count - 1}
        onClick={() => show(monthIndex + 1)}
      >
        ›
      </button>
      <span className={styles.word}>
        Month {monthIndex + 1} of {count}
      </span>
    </div>
  );
}

function MonthFields({ calendar, monthIndex, dispatch }: Omit<MonthsProps, 'readOnly'>) {
  const month = calendar.months[monthIndex];
  const unknown = month.numDays === null;
  const edit = (changes: Partial<typeof month>) => dispatch({ type: 'editMonth', changes });
  return (
    <div className={styles.monthFields}>
      <label className={styles.field}>
        <span className="form-label">Month Name</span>
        <input className="text-input" value={month.name} onChange={(event) => edit({ name: event.target.value })} />
      </label>
      <label className={styles.field}>
        <span className="form-label">Days</span>
        {unknown ? (
          <input className={`text-input ${styles.number}`} aria-label="Days" value="Unknown" disabled />
        ) : (
          <IntegerInput
            label="Days"
            className={styles.number}
            min={0}
            value={month.numDays}
            onChange={(numDays) => numDays !== null && numDays >= 0 && edit({ numDays })}
          />
        )}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={unknown} onChange={(event) => edit({ numDays: event.target.checked ? null : NEW_MONTH_DAYS })} />
        Unknown Length
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={month.intercalary ?? false} onChange={(event) => edit({ intercalary: event.target.checked })} />
        Intercalary (outside the week)
      </label>
    </div>
  );
}

/** 'Apply to all' (only for a whole number, product.md §7) and 'Unknown Length for All Months'. */
function AllMonths({ calendar, dispatch }: Pick<MonthsProps, 'calendar' | 'dispatch'>) {
  const [days, setDays] = useState('');
  const count = wholeNumber(days);
  return (
    <div className={styles.allMonths}>
      <div className={styles.pager}>
        <input
          className={`text-input ${styles.number}`}
          inputMode="numeric"
          aria-label="Days for all months"
          placeholder="Days"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <button type="button" className="button button-secondary" disabled={count === null} onClick={() => dispatch({ type: 'applyToAll', text: days })}>
          Apply to all
        </button>
        {count !== null && <span className={styles.word}>Make all months {count} days</span>}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={allUnknown(calendar)} onChange={(event) => dispatch({ type: 'allUnknown', unknown: event.target.checked })} />
        Unknown Length for All Months
      </label>
    </div>
  );
}
