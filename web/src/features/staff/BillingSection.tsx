import { itemNames } from '@lorewright/domain/billing/planItems';
import { formatDollars } from '@lorewright/domain/billing/pricing';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { formatDate } from '../../lib/formatDate';
import { DataTable } from './DataTable';
import { Section } from './Section';
import { codeWords } from './staffWords';
import { FactList } from './FactList';

// Billing instants are epoch seconds, as the payment provider keeps them.
const formatSeconds = (seconds: number | null) => (seconds === null ? '—' : formatDate(new Date(seconds * 1000).toISOString()));

// The server answers oldest first; staff look for the latest entry.
const newestFirst = <T,>(entries: T[]) => [...entries].reverse();

/** The plan and its history as the person's own subscription page shows them, for support questions. */
export function BillingSection({ billing: { plan, history } }: { billing: StaffUserDetail['billing'] }) {
  const facts: [string, string][] = [
    ['Status', plan.status === null ? 'Never subscribed' : codeWords(plan.status)],
    ['Elements', plan.elements.join(', ') || '—'],
    ['Total', `${formatDollars(plan.total)} / month`],
    ['Next payment', formatSeconds(plan.next_payment)],
  ];
  return (
    <Section title="Billing">
      <FactList facts={facts} label="Plan" />
      {history.length === 0 ? (
        <p className="empty-note">No billing history.</p>
      ) : (
        <DataTable caption="Billing history" columns={['Type', 'Date', 'Elements', 'Amount']}>
          {newestFirst(history).map(({ id, type, info }) => (
            <tr key={`${type}:${id}`}>
              <th scope="row">{codeWords(type)}</th>
              <td>{formatSeconds(info.created)}</td>
              <td>{itemNames(info.lines.map((line) => line.name)).join(', ') || '—'}</td>
              <td>{info.total === null ? '—' : formatDollars(info.total)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
