import { UNPAID_GRACE_SECONDS } from './billingLimits';
import type { SubscriptionState } from './subscription.state';

// When a live plan runs out, if it does: at cancel_at, or 7 days after an unpaid due date,
// whichever comes first.
export const expiryOf = (state: SubscriptionState): { reason: 'canceled' | 'unpaid'; at: number } | null => {
  const candidates = [
    state.cancelAt === null ? null : { reason: 'canceled' as const, at: state.cancelAt },
    state.unpaidDueDate === null ? null : { reason: 'unpaid' as const, at: state.unpaidDueDate + UNPAID_GRACE_SECONDS },
  ].filter((candidate) => candidate !== null);
  return candidates.sort((a, b) => a.at - b.at)[0] ?? null;
};
