import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The full-width primary button that sends an account form; a spinner shows while it is busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`button button-primary ${styles.submit}`} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
