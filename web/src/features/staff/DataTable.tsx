import type { ReactNode } from 'react';
import styles from './Staff.module.css';

/** A staff table: its caption for screen readers, its column heads, and rows that scroll sideways when narrow. */
export function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className={styles.tableScroll} role="group" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
