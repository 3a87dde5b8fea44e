import type { ReactNode } from 'react';
import card from '../../components/PointEditCard.module.css';
import styles from './TimelinePanel.module.css';

/** A panel of the author's (Zones, Customise), docked at the top right of the timeline. */
export function TimelinePanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <section className={`${card.card} ${styles.panel}`} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.heading}>{title}</h2>
        <button type="button" className={styles.close} aria-label={`Close ${title}`} onClick={onClose}>
          ×
        </button>
      </header>
      {children}
    </section>
  );
}
