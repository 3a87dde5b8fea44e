import { z } from 'zod';
import { SubscriptionStatus } from '../accounts/userView';
import { itemNames, planTotal } from './planItems';
import { PaidElement } from './pricing';
import type { SubscriptionState } from './subscription.state';

export { SubscriptionStatus };

// The derived current plan (product.md §3: items, elements, total, has_paid, last_payment,
// next_payment, cancel_at, canceled_at), plus what the screens need beside it: the status, the
// missed due date while unpaid, and a downgrade waiting for the next period. Seconds and cents.
export const PlanSummary = z.object({
  status: SubscriptionStatus.nullable(),
  items: z.array(PaidElement),
  // The items' display names, in the price table's order.
  elements: z.array(z.string()),
  // Monthly total of the items.
  total: z.number(),
  has_paid: z.boolean(),
  // Start of the paid period; null before any plan.
  last_payment: z.number().nullable(),
  // The next payment date (the current period's end); null before any plan.
  next_payment: z.number().nullable(),
  cancel_at: z.number().nullable(),
  canceled_at: z.number().nullable(),
  unpaid_due_date: z.number().nullable(),
  pending_downgrade: z.object({ items: z.array(PaidElement), effective_at: z.number() }).nullable(),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

// The user's subscription_status (product.md §3 User): null before any plan.
export const subscriptionStatusOf = (state: Pick<SubscriptionState, 'status' | 'cancelAt'>): SubscriptionStatus | null => {
  if (state.status === 'expired') return 'expired';
  if (state.status !== 'active') return null;
  return state.cancelAt === null ? 'active' : 'set_to_cancel';
};

export const NO_PLAN: PlanSummary = {
  status: null,
  items: [],
  elements: [],
  total: 0,
  has_paid: false,
  last_payment: null,
  next_payment: null,
  cancel_at: null,
  canceled_at: null,
  unpaid_due_date: null,
  pending_downgrade: null,
};

export const planSummaryOf = (state: SubscriptionState): PlanSummary => {
  const status = subscriptionStatusOf(state);
  if (status === null) return NO_PLAN;
  return {
    status,
    items: state.items,
    elements: itemNames(state.items),
    total: planTotal(state.items),
    has_paid: state.unpaidDueDate === null,
    last_payment: state.periodStart,
    next_payment: state.periodEnd,
    cancel_at: state.cancelAt,
    canceled_at: state.canceledAt,
    unpaid_due_date: state.unpaidDueDate,
    pending_downgrade: state.pendingDowngrade ? { items: state.pendingDowngrade.items, effective_at: state.pendingDowngrade.effectiveAt } : null,
  };
};

// Whether the plan is live (active or set to cancel): it is changed, not checked out again.
export const isLivePlan = (plan: PlanSummary) => plan.status === 'active' || plan.status === 'set_to_cancel';
