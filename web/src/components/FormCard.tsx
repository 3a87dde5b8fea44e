import type { FormEvent, ReactNode } from 'react';
import styles from './FormCard.module.css';

export interface FormCardProps {
  /** The h1's id, for the section's aria-labelledby. */
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  /** The form's fields, between the lead and the Back and submit buttons. */
  children: ReactNode;
}

/** A page holding one short form in a raised card (Create World, New Writing): a title, fields, Back and submit. */
export function FormCard({ titleId, eyebrow, title, lead, submitLabel, busy, onSubmit, onBack, children }: FormCardProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} · Lorewright`}</title>
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
