import type { ReactNode } from 'react';
import styles from './Staff.module.css';

/** Facts as terms and values, laid out in the console's grid (a person's account, a plan, a ticket). */
export function FactList({ facts, label }: { facts: [term: string, value: ReactNode][]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
