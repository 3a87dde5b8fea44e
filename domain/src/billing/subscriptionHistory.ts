import { z } from 'zod';
import type { BillingEvent } from './billing.events';
import { planTotal } from './planItems';
import { PaidElement } from './pricing';

// The subscription history (product.md §3 Subscription history entry; POST user/subscriptionHistory),
// folded from the subscription stream, oldest first. Seconds and cents. Cancelled and expired
// entries carry no amount; a cancelled one's period_end is the date it will expire on. An
// upgrade's entry shows the proration it costs; the charge itself is the invoice entry after it.
// 'duplicate_refunded': a second checkout paid in a race with the first was ended at once and
// refunded (its total is the amount refunded).
export const HistoryType = z.enum(['invoice', 'upgrade', 'downgrade', 'cancelled', 'cancellation_undone', 'expired', 'duplicate_refunded']);
export type HistoryType = z.infer<typeof HistoryType>;

export const HistoryInfo = z.object({
  lines: z.array(z.object({ name: PaidElement, period_start: z.number(), period_end: z.number() })),
  permissions: z.partialRecord(PaidElement, z.number()),
  total: z.number().nullable(),
  invoice_status: z.enum(['paid', 'open']).nullable(),
  period_start: z.number().nullable(),
  period_end: z.number().nullable(),
  cancel_at: z.number().nullable(),
  canceled_at: z.number().nullable(),
  created: z.number(),
  amount_paid: z.number().nullable(),
  hosted_invoice_url: z.string().nullable(),
});
export type HistoryInfo = z.infer<typeof HistoryInfo>;

export const HistoryEntry = z.object({
  // The invoice id for invoices (a failed one is updated in place once paid), else the stream's.
  id: z.string(),
  type: HistoryType,
  info: HistoryInfo,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export interface HistoryFold {
  entries: HistoryEntry[];
  period: { start: number; end: number };
}

export const initialHistory = (): HistoryFold => ({ entries: [], period: { start: 0, end: 0 } });

// An entry's info with nothing in it yet but its date; each kind of entry fills its own part.
export const blankHistoryInfo = (created: number): HistoryInfo => ({ ...blank, created });

const blank = {
  lines: [],
  permissions: {},
  total: null,
  invoice_status: null,
  period_start: null,
  period_end: null,
  cancel_at: null,
  canceled_at: null,
  amount_paid: null,
  hosted_invoice_url: null,
};

const covering = (items: readonly PaidElement[], start: number, end: number) => ({
  lines: items.map((name) => ({ name, period_start: start, period_end: end })),
  permissions: Object.fromEntries(items.map((item) => [item, end])),
  period_start: start,
  period_end: end,
});

// An invoice entry replaces an earlier one of the same invoice (failed, then paid).
const withInvoice = (entries: HistoryEntry[], entry: HistoryEntry) => [...entries.filter((e) => !(e.type === 'invoice' && e.id === entry.id)), entry];

const entryOf = (fold: HistoryFold, event: BillingEvent, id: string): HistoryEntry | null => {
  const { start, end } = fold.period;
  switch (event.type) {
    case 'SubscriptionUpgraded': {
      const { items, prorationDate, amountCharged, at } = event.data;
      return { id, type: 'upgrade', info: { ...blank, ...covering(items, prorationDate, end), total: amountCharged, created: at } };
    }
    case 'DowngradeScheduled': {
      const { items, effectiveAt, at } = event.data;
      return { id, type: 'downgrade', info: { ...blank, ...covering(items, effectiveAt, effectiveAt + (end - start)), total: planTotal(items), created: at } };
    }
    case 'CancellationScheduled': {
      const { cancelAt, at } = event.data;
      return { id, type: 'cancelled', info: { ...blank, period_start: start, period_end: cancelAt, cancel_at: cancelAt, created: at } };
    }
    case 'CancellationUndone':
      return { id, type: 'cancellation_undone', info: { ...blank, period_start: start, period_end: end, created: event.data.at } };
    case 'DuplicateSubscriptionRefunded': {
      const { items, amountRefunded, at } = event.data;
      return { id, type: 'duplicate_refunded', info: { ...blank, ...covering(items, at, at), permissions: {}, total: amountRefunded, created: at } };
    }
    case 'SubscriptionExpired': {
      const { canceledAt } = event.data;
      return { id, type: 'expired', info: { ...blank, period_start: start, period_end: canceledAt, canceled_at: canceledAt, created: canceledAt } };
    }
    default:
      return null;
  }
};

// `id` names the event (its stream position or id) for entries that are not invoices.
export const evolveHistory = (fold: HistoryFold, event: BillingEvent, id: string): HistoryFold => {
  switch (event.type) {
    case 'SubscriptionStarted':
      return { ...fold, period: { start: event.data.periodStart, end: event.data.periodEnd } };
    case 'InvoicePaid': {
      const { invoiceId, items, amountPaid, periodStart, periodEnd, hostedInvoiceUrl, paidAt } = event.data;
      const info = {
        ...blank,
        ...covering(items, periodStart, periodEnd),
        total: amountPaid,
        invoice_status: 'paid' as const,
        created: paidAt,
        amount_paid: amountPaid,
        hosted_invoice_url: hostedInvoiceUrl,
      };
      const period = periodEnd > fold.period.end ? { start: periodStart, end: periodEnd } : fold.period;
      return { entries: withInvoice(fold.entries, { id: invoiceId, type: 'invoice', info }), period };
    }
    case 'InvoicePaymentFailed': {
      // An unpaid invoice is for the period that starts at its due date.
      const { invoiceId, items, amountDue, dueDate } = event.data;
      const length = fold.period.end - fold.period.start;
      const info = {
        ...blank,
        ...covering(items, dueDate, dueDate + length),
        total: amountDue,
        invoice_status: 'open' as const,
        created: dueDate,
        amount_paid: 0,
      };
      return { ...fold, entries: withInvoice(fold.entries, { id: invoiceId, type: 'invoice', info }) };
    }
    default: {
      const entry = entryOf(fold, event, id);
      return entry ? { ...fold, entries: [...fold.entries, entry] } : fold;
    }
  }
};

// The history of a whole stream; entries that are not invoices are named by their position.
export const subscriptionHistory = (events: readonly BillingEvent[]): HistoryEntry[] =>
  events.reduce((fold, event, index) => evolveHistory(fold, event, String(index)), initialHistory()).entries;
