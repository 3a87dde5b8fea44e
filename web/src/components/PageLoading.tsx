import styles from './PageLoading.module.css';

/** Shown while a page's code is loading (route-level code splitting). */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
