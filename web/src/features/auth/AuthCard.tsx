import { useId, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The centred card every account screen sits in: title, optional lead text, content. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} · Lorewright`}</title>
      <div className={styles.card}>
        <span className={styles.mark} aria-hidden="true" />
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </section>
  );
}
