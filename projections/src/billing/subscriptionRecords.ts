import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import type { SubscriptionState } from '@lorewright/domain/billing/subscription.state';
import type { HistoryFold } from '@lorewright/domain/billing/subscriptionHistory';

export const SUBSCRIPTIONS = 'subscriptions';

// One document per user with a subscription stream: the folded state (without the provider
// event ids, which only the write side needs), what the screens read, and when the plan runs
// out (cancel date or end of the unpaid grace) for the expiry timer.
export interface SubscriptionRecord {
  _id: string;
  state: Omit<SubscriptionState, 'seenProviderEvents'>;
  history: HistoryFold;
  plan: PlanSummary;
  // Epoch seconds; null while nothing ends the plan (or once it ended).
  expiresAt: number | null;
}
