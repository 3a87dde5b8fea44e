import { QUEUE_FILTERS, type QueueFilter } from '@lorewright/domain/staff/queueFilter';
import styles from './Staff.module.css';

const LABELS: Record<QueueFilter, string> = { open: 'Open', mine: 'Assigned to me', closed: 'Closed' };

/** The filter of a staff queue (support tickets, content reports): open, mine, closed. */
export function QueueFilterTabs({ value, onChange }: { value: QueueFilter; onChange: (filter: QueueFilter) => void }) {
  return (
    <div className={styles.nav} role="group" aria-label="Show">
      {QUEUE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          className={value === filter ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink}
          onClick={() => onChange(filter)}
        >
          {LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
