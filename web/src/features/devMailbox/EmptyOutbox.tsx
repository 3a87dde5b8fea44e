import { Link } from 'react-router';
import styles from './DevMailboxPage.module.css';

export const EMPTY_OUTBOX = 'No mail has been sent yet.';

/** The outbox before the server has sent anything: an envelope and the way to get a mail. */
export function EmptyOutbox() {
  return (
    <section className={`${styles.panel} ${styles.empty}`} aria-label="Outbox">
      <EnvelopeIcon />
      <p className={styles.emptyTitle}>{EMPTY_OUTBOX}</p>
      <p className={styles.emptyText}>
        Mails appear here as the server sends them — <Link to="/register">register an account</Link> to get an activation mail.
      </p>
    </section>
  );
}

// An illustration of its own colours (the empty state's picture), not a line icon.
function EnvelopeIcon() {
  return (
    <svg className={styles.emptyIcon} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <rect x="6" y="12" width="44" height="32" rx="5" fill="var(--surface-raised)" stroke="var(--border-strong)" strokeWidth="2" />
      <path d="M8 15l20 15 20-15" fill="none" stroke="var(--secondary)" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
