import { draftStatusText, type DraftStatus } from '../lib/useDraftStatus';
import styles from './DraftStatusHint.module.css';

/** The Draft Saved area (product.md §2): where the author's text stands. */
export function DraftStatusHint({ status }: { status: DraftStatus }) {
  return (
    <p className={styles.hint} role="status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {draftStatusText[status]}
    </p>
  );
}
