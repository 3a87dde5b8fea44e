import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { itemNames } from '@lorewright/domain/billing/planItems';
import { formatDollars } from '@lorewright/domain/billing/pricing';
import type { HistoryEntry, HistoryType } from '@lorewright/domain/billing/subscriptionHistory';

// The subscription history as the table shows it: newest first, in words (product.md §4: cancelled and
// expired entries show no amount; a cancelled one says when the plan will expire).
export interface HistoryRow {
  key: string;
  type: string;
  date: string;
  elements: string;
  amount: string | null;
  status: string | null;
  invoiceUrl: string | null;
}

const TYPE_WORDS: Record<HistoryType, string> = {
  invoice: 'Invoice',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  cancelled: 'Cancelled',
  cancellation_undone: 'Cancellation Undone',
  expired: 'Expired',
  duplicate_refunded: 'Duplicate Checkout',
};

const WITHOUT_AMOUNT = new Set<HistoryType>(['cancelled', 'expired']);

const statusOf = ({ type, info }: HistoryEntry, formatDate: (seconds: number) => string) => {
  if (type === 'invoice') return info.invoice_status === 'paid' ? m.paid : m.notPaid;
  if (type === 'cancelled' && info.period_end !== null) return m.willExpireOn(formatDate(info.period_end));
  if (type === 'duplicate_refunded') return m.duplicateRefunded;
  return null;
};

const rowOf = (entry: HistoryEntry, formatDate: (seconds: number) => string): HistoryRow => ({
  key: `${entry.type}:${entry.id}`,
  type: TYPE_WORDS[entry.type],
  date: formatDate(entry.info.created),
  elements: itemNames(entry.info.lines.map((line) => line.name)).join(', '),
  amount: WITHOUT_AMOUNT.has(entry.type) || entry.info.total === null ? null : formatDollars(entry.info.total),
  status: statusOf(entry, formatDate),
  invoiceUrl: entry.info.hosted_invoice_url,
});

/** The server answers oldest first; entries of the same instant keep their order, reversed. */
export const historyRows = (entries: readonly HistoryEntry[], formatDate: (seconds: number) => string): HistoryRow[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.info.created - a.entry.info.created || b.index - a.index)
    .map(({ entry }) => rowOf(entry, formatDate));
