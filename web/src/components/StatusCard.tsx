import { useId, type ReactNode } from 'react';
import styles from './StatusCard.module.css';

/** The centred card of the small status screens: not found, screen pending, route error. */
export function StatusCard({ badge, title, children }: { badge: string; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} · Lorewright`}</title>
      <div className={styles.card}>
        <p className={styles.badge}>{badge}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

export function StatusText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export function StatusDetail({ children }: { children: ReactNode }) {
  return <p className={styles.detail}>{children}</p>;
}

export function StatusActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A screen whose data could not be loaded: what went wrong, and Try again. */
export function LoadFailedCard({ badge, title, error, onRetry }: { badge: string; title: string; error: Error; onRetry: () => void }) {
  return (
    <StatusCard badge={badge} title={title}>
      <StatusText>{error.message}</StatusText>
      <StatusActions>
        <button type="button" className="button button-primary" onClick={onRetry}>
          Try again
        </button>
      </StatusActions>
    </StatusCard>
  );
}
