import { billingMessages as m } from './billingMessages';
import type { PaidElement } from './pricing';
import type { PlanSummary, SubscriptionStatus } from './planSummary';

// The plan as the dashboard and manage-subscription show it (product.md §4 Subscription display),
// derived from the plan summary the server answers. Dates are epoch seconds; `formatDate` turns
// them into the viewer's wording.
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

const noticesOf = (plan: PlanSummary, formatDate: (seconds: number) => string) => [
  ...(plan.cancel_at === null ? [] : [m.willNotRenew, m.scheduledToExpire(formatDate(plan.next_payment ?? plan.cancel_at))]),
  ...(plan.unpaid_due_date === null ? [] : [m.unpaidWarning(formatDate(plan.unpaid_due_date))]),
];

export const currentPlan = (plan: PlanSummary, formatDate: (seconds: number) => string): PlanDisplay => {
  const status = plan.status;
  if (status === 'expired') return { kind: 'expired', status, canceledAt: plan.canceled_at!, message: m.expiredOn(formatDate(plan.canceled_at!)) };
  if (status === null) return { kind: 'none', message: m.notSubscribed };
  return {
    kind: 'active',
    status,
    items: plan.items,
    total: plan.total,
    dueDate: plan.unpaid_due_date ?? plan.next_payment!,
    paid: plan.has_paid,
    paymentLabel: plan.has_paid ? m.paid : m.notPaid,
    cancelAt: plan.cancel_at,
    pendingDowngrade: plan.pending_downgrade ? { items: plan.pending_downgrade.items, effectiveAt: plan.pending_downgrade.effective_at } : null,
    notices: noticesOf(plan, formatDate),
    actions: [m.updateCard, plan.cancel_at === null ? m.cancel : m.undoCancel],
  };
};
