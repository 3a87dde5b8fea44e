import { conflict, invalid } from '../shared/errors';
import { PRORATION_CLOCK_SKEW_SECONDS, PRORATION_DATE_TOLERANCE_SECONDS } from './billingLimits';
import { billingMessages as m } from './billingMessages';
import { planTotal, sameItems, sortedItems } from './planItems';
import { prorationInvoice, type ProrationInvoice } from './proration';
import type { PaidElement } from './pricing';
import type { ChangeType } from './subscription.commands';
import type { SubscriptionState } from './subscription.state';

export interface PlannedChange {
  type: ChangeType;
  newItems: PaidElement[];
  // The date the change is prorated and charged as of (prorationDateOf), for the provider too.
  prorationDate: number;
  invoice: ProrationInvoice;
}

// Only a live, paid plan can change; an empty selection is a cancellation, not a change.
export const requireSubscribed = (state: SubscriptionState) => {
  if (state.status !== 'active') throw invalid(m.notSubscribed);
};

// The date a change is prorated as of, from the one the client sent (its "now" when it asked for
// the preview). Never later than the server's now: a date ahead would charge an upgrade made
// today as if made later, for less — a few minutes ahead (a fast device clock) is read as now,
// more is refused. Never before the current period's start: a date from the previous period (a
// preview opened before a renewal) is the period's start. A date more than a day old is a stale
// preview, refused so the person sees the amount again. The result is idempotent (the same date
// decided again later gives itself), so the handler can pass it to the provider and the decider.
// Only a provider clock running ahead of ours (the sandbox's test clock) puts the period's start
// after our now; then the start is the earliest date there is.
export const prorationDateOf = (state: Pick<SubscriptionState, 'periodStart' | 'periodEnd'>, requested: number, now: number): number => {
  const latest = Math.max(now, state.periodStart);
  if (requested > latest + PRORATION_CLOCK_SKEW_SECONDS) throw invalid(m.prorationDateFuture);
  const date = Math.max(state.periodStart, Math.min(requested, latest));
  if (date > state.periodEnd || now - date > PRORATION_DATE_TOLERANCE_SECONDS) throw invalid(m.prorationDateStale);
  return date;
};

// The product's rule (§4 Subscription change): a higher new total is an upgrade, prorated and
// charged now; otherwise a downgrade, no charge now, effective next period. Used by both
// subscription/update/preview and subscription/update, so the preview is what gets charged.
export const planChange = (state: SubscriptionState, items: readonly PaidElement[], prorationDate: number, now: number): PlannedChange => {
  requireSubscribed(state);
  if (items.length === 0) throw invalid(m.noProducts);
  const newItems = sortedItems(items);
  if (sameItems(newItems, state.items)) throw invalid(m.sameProducts);
  if (state.unpaidDueDate !== null) throw conflict(m.payFirst);
  const date = prorationDateOf(state, prorationDate, now);
  const type = planTotal(newItems) > planTotal(state.items) ? 'upgrade' : 'downgrade';
  const invoice = prorationInvoice({ oldItems: state.items, newItems, periodStart: state.periodStart, periodEnd: state.periodEnd, prorationDate: date });
  return { type, newItems, prorationDate: date, invoice };
};
