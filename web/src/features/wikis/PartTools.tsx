import styles from './WikiPage.module.css';

export interface PartToolsProps {
  /** What the buttons act on, for their names ('Section 2'). */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, Down and Remove of a header field or a section (author only). */
export function PartTools({ name, first, last, onMove, onRemove }: PartToolsProps) {
  return (
    <div className={styles.partTools}>
      <button type="button" className={styles.partButton} aria-label={`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className={styles.partButton} aria-label={`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>
        ↓
      </button>
      <button type="button" className={`${styles.partButton} ${styles.danger}`} aria-label={`Remove ${name}`} onClick={onRemove}>
        ✕
      </button>
    </div>
  );
}
