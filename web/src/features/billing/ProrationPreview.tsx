import type { UpdatePreviewView } from '@lorewright/domain/billing/billing.views';
import { formatDollars } from '@lorewright/domain/billing/pricing';
import { formatSeconds } from './formatSeconds';
import styles from './Billing.module.css';

// formatDollars shows amounts due (never below 0); a proration credit line is negative.
const signedDollars = (cents: number) => (cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents));

interface ProrationPreviewProps {
  type: 'upgrade' | 'downgrade';
  invoice: UpdatePreviewView;
  nextPayment: number | null;
}

/** What a change costs (product.md §4): an upgrade's prorated lines and amount due now; a downgrade waits. */
export function ProrationPreview({ type, invoice, nextPayment }: ProrationPreviewProps) {
  if (type === 'downgrade') {
    return (
      <p className={styles.note}>
        Nothing is charged now. Your new plan starts at your next payment date{nextPayment === null ? '' : `, ${formatSeconds(nextPayment)}`}.
      </p>
    );
  }
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">The cost of this change</caption>
        <tbody>
          {invoice.lines.data.map((line) => (
            <tr key={line.description}>
              <th scope="row">{line.description}</th>
              <td className={styles.amount}>{signedDollars(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Amount due now</th>
            <td className={styles.amount}>{formatDollars(invoice.amount_due)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
