import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { HistoryEntry } from '@lorewright/domain/billing/subscriptionHistory';
import { formatSeconds } from './formatSeconds';
import { historyRows } from './historyRows';
import styles from './Billing.module.css';

// Four columns, so the history fits the dashboard's card: the date sits under the type, the
// invoice link beside its status.
const COLUMNS = ['Entry', 'Elements', 'Amount', 'Status'];

// An empty cell says so to the eye; a screen reader reads the column as blank.
const Blank = () => (
  <span className={styles.muted} aria-hidden="true">
    —
  </span>
);

/** The subscription history, newest first (POST user/subscriptionHistory). */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  if (entries.length === 0) return <p className="empty-note">{m.noHistory}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Subscription history, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {historyRows(entries, formatSeconds).map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <span className={styles.entryType}>{row.type}</span>
                <span className={styles.entryDate}>{row.date}</span>
              </th>
              <td className={styles.wrap}>{row.elements || <Blank />}</td>
              <td className={styles.amount}>{row.amount ?? <Blank />}</td>
              <td className={styles.wrap}>
                {row.status ?? <Blank />}
                {row.invoiceUrl && (
                  <>
                    {' · '}
                    <a href={row.invoiceUrl} target="_blank" rel="noreferrer">
                      Invoice
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
