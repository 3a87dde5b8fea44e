import { billingMessages as m } from './billingMessages';
import { planTotal } from './planItems';
import type { PaidElement } from './pricing';
import type { SubscriptionState } from './subscription.state';

// The plan as the dashboard and manage-subscription show it (spec §4 Subscription display),
// derived from the folded subscription stream. Dates are epoch seconds; `formatDate` turns
// them into the viewer's wording.
export type SubscriptionStatus = 'active' | 'set_to_cancel' | 'expired';
export type PortalAction = typeof m.updateCard | typeof m.cancel | typeof m.undoCancel;

export type PlanDisplay =
  | { kind: 'none'; message: string }
  | {
      kind: 'active';
      status: SubscriptionStatus;
      items: PaidElement[];
      total: number;
      // The next payment date, or the missed one while unpaid.
      dueDate: number;
      paid: boolean;
      paymentLabel: typeof m.paid | typeof m.notPaid;
      cancelAt: number | null;
      pendingDowngrade: { items: PaidElement[]; effectiveAt: number } | null;
      notices: string[];
      actions: PortalAction[];
    }
  | { kind: 'expired'; status: SubscriptionStatus; canceledAt: number; message: string };

// The user's subscription_status (spec §3 User); null before any plan.
export const subscriptionStatusOf = (state: SubscriptionState): SubscriptionStatus | null => {
  if (state.status === 'expired') return 'expired';
  if (state.status !== 'active') return null;
  return state.cancelAt === null ? 'active' : 'set_to_cancel';
};

const noticesOf = (state: SubscriptionState, formatDate: (seconds: number) => string) => [
  ...(state.cancelAt === null ? [] : [m.willNotRenew, m.scheduledToExpire(formatDate(state.periodEnd))]),
  ...(state.unpaidDueDate === null ? [] : [m.unpaidWarning(formatDate(state.unpaidDueDate))]),
];

export const currentPlan = (state: SubscriptionState, formatDate: (seconds: number) => string): PlanDisplay => {
  const status = subscriptionStatusOf(state);
  if (status === 'expired') return { kind: 'expired', status, canceledAt: state.canceledAt!, message: m.expiredOn(formatDate(state.canceledAt!)) };
  if (status === null) return { kind: 'none', message: m.notSubscribed };
  const paid = state.unpaidDueDate === null;
  return {
    kind: 'active',
    status,
    items: state.items,
    total: planTotal(state.items),
    dueDate: state.unpaidDueDate ?? state.periodEnd,
    paid,
    paymentLabel: paid ? m.paid : m.notPaid,
    cancelAt: state.cancelAt,
    pendingDowngrade: state.pendingDowngrade,
    notices: noticesOf(state, formatDate),
    actions: [m.updateCard, state.cancelAt === null ? m.cancel : m.undoCancel],
  };
};
