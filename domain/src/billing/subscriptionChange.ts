import { conflict, invalid } from '../shared/errors';
import { PRORATION_DATE_TOLERANCE_SECONDS } from './billingLimits';
import { billingMessages as m } from './billingMessages';
import { planTotal, sameItems, sortedItems } from './planItems';
import { prorationInvoice, type ProrationInvoice } from './proration';
import type { PaidElement } from './pricing';
import type { ChangeType } from './subscription.commands';
import type { SubscriptionState } from './subscription.state';

export interface PlannedChange {
  type: ChangeType;
  newItems: PaidElement[];
  invoice: ProrationInvoice;
}

// Only a live, paid plan can change; an empty selection is a cancellation, not a change.
export const requireSubscribed = (state: SubscriptionState) => {
  if (state.status !== 'active') throw invalid(m.notSubscribed);
};

// The spec's rule (§4 Subscription change): a higher new total is an upgrade, prorated and
// charged now; otherwise a downgrade, no charge now, effective next period. Used by both
// subscription/update/preview and subscription/update, so the preview is what gets charged.
export const planChange = (state: SubscriptionState, items: readonly PaidElement[], prorationDate: number, now: number): PlannedChange => {
  requireSubscribed(state);
  if (items.length === 0) throw invalid(m.noProducts);
  const newItems = sortedItems(items);
  if (sameItems(newItems, state.items)) throw invalid(m.sameProducts);
  if (state.unpaidDueDate !== null) throw conflict(m.payFirst);
  const outsidePeriod = prorationDate < state.periodStart || prorationDate > state.periodEnd;
  if (outsidePeriod || Math.abs(prorationDate - now) > PRORATION_DATE_TOLERANCE_SECONDS) throw invalid(m.prorationDateStale);
  const type = planTotal(newItems) > planTotal(state.items) ? 'upgrade' : 'downgrade';
  const invoice = prorationInvoice({ oldItems: state.items, newItems, periodStart: state.periodStart, periodEnd: state.periodEnd, prorationDate });
  return { type, newItems, invoice };
};
