import type { Dispatch, ReactNode } from 'react';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { CalendarAction, ListKey } from './calendarDraft';
import styles from './CalendarEditor.module.css';

export interface CalendarListSectionProps<K extends ListKey> {
  title: string;
  list: K;
  items: Calendar[K];
  /** What one item is called in its buttons ('weekday'). */
  noun: string;
  /** A line under the title saying what the list does. */
  hint: string;
  empty: string;
  /** Fields of the section beside its list (the eras' year 0). */
  children?: ReactNode;
  dispatch: Dispatch<CalendarAction>;
  /** One item's fields; `set` replaces the item. */
  row: (item: Calendar[K][number], index: number, set: (value: Calendar[K][number]) => void) => ReactNode;
}

/** One of the calendar's lists (day divisions, weekdays, eras, leap rules): its rows, each with Remove, and Add. */
export function CalendarListSection<K extends ListKey>({ title, list, items, noun, hint, empty, children, dispatch, row }: CalendarListSectionProps<K>) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      {children}
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.rows}>
          {(items as Calendar[K][number][]).map((item, index) => (
            <li key={index} className={styles.row}>
              {row(item, index, (value) => dispatch({ type: 'setItem', list, index, value } as CalendarAction))}
              <button
                type="button"
                className={`button button-secondary ${styles.remove}`}
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => dispatch({ type: 'removeItem', list, index })}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={`button button-secondary ${styles.add}`} onClick={() => dispatch({ type: 'addItem', list })}>
        Add {noun}
      </button>
    </section>
  );
}
