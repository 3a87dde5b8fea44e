import styles from './PageLoading.module.css';

/**
 * Shown while a page's code or data is loading (route-level code splitting). With `title`, the
 * tab already names the page it waits for ('{title} · Lorewright').
 */
export function PageLoading({ title }: { title?: string }) {
  return (
    <>
      {title && <title>{`${title} · Lorewright`}</title>}
      <div className={styles.wrap} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    </>
  );
}
