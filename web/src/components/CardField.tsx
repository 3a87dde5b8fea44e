import { useId, type ReactNode } from 'react';
import styles from './PointEditCard.module.css';

/** One labelled field of a point's edit card; the control gets the label's id. */
export function CardField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
