import styles from './Pagination.module.css';

/**
 * Which page numbers to show (zero-based): the first, the last and the current with its
 * neighbours; `null` marks a gap. Short ranges show every page.
 */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([0, pageCount - 1, page - 1, page, page + 1].filter((each) => each >= 0 && each < pageCount));
  if (pageCount <= 7) for (let each = 0; each < pageCount; each++) shown.add(each);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((each, index) => (index > 0 && each - sorted[index - 1] > 1 ? [null, each] : [each]));
}

/** Previous, page numbers and Next for a zero-based page; the labels count from 1. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button type="button" className={styles.step} disabled={page === 0} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> Previous
      </button>
      <ol className={styles.pages}>
        {visiblePages(page, pageCount).map((each, index) =>
          each === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={each}>
              <button
                type="button"
                className={each === page ? `${styles.number} ${styles.current}` : styles.number}
                aria-current={each === page ? 'page' : undefined}
                aria-label={`Page ${each + 1}`}
                onClick={() => onChange(each)}
              >
                {each + 1}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.step} disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
