import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import { QueueFilterTabs } from './QueueFilterTabs';
import styles from './Staff.module.css';

/** Above a staff queue: its filter, and how many items it holds ('1 ticket', '12 reports'). */
export function QueueBar({
  filter,
  onChange,
  total,
  noun,
}: {
  filter: QueueFilter;
  onChange: (filter: QueueFilter) => void;
  total: number | undefined;
  noun: string;
}) {
  return (
    <div className={styles.queueBar}>
      <QueueFilterTabs value={filter} onChange={onChange} />
      {total !== undefined && total > 0 && <p className={styles.queueTotal}>{total === 1 ? `1 ${noun}` : `${total} ${noun}s`}</p>}
    </div>
  );
}
