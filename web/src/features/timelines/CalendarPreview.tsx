import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { useState } from 'react';
import { IntegerInput } from '../../components/IntegerInput';
import styles from './CalendarEditor.module.css';
import { previewYear } from './calendarPreview';

/** The live preview (product.md §4): a year of the calendar as it now stands, or why it cannot be shown. */
export function CalendarPreview({ calendar, problems, startYear }: { calendar: Calendar; problems: string[]; startYear: number }) {
  const [year, setYear] = useState<number | null>(startYear);
  return (
    <section className={`${styles.section} ${styles.preview}`} aria-label="Preview">
      <div className={styles.pager}>
        <h2 className={styles.sectionTitle}>Preview</h2>
        <IntegerInput label="Preview year" className={styles.number} value={year} onChange={setYear} />
      </div>
      {problems.length > 0 ? (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : year === null ? (
        <p className={styles.hint}>Type a year to see it.</p>
      ) : (
        <div className={styles.previewLines} aria-live="polite">
          {previewYear(calendar, year).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </section>
  );
}
