import type { BillingEvent } from '@lorewright/domain/billing/billing.events';
import { planSummaryOf } from '@lorewright/domain/billing/planSummary';
import { evolveSubscription, initialSubscriptionState } from '@lorewright/domain/billing/subscription.state';
import { expiryOf } from '@lorewright/domain/billing/subscriptionExpiry';
import { evolveHistory, initialHistory } from '@lorewright/domain/billing/subscriptionHistory';
import { defineProjection } from '../runner/projection';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { SUBSCRIPTIONS, type SubscriptionRecord } from './subscriptionRecords';

// The subscription read side (product.md §3 derived current plan and history), folded with the same
// functions the write side and the history use, so the screens show what the decider decided.
const fold = async (event: ProjectedEvent<BillingEvent>, db: ProjectionStore) => {
  const subscriptions = db.collection(SUBSCRIPTIONS);
  const userId = event.data.userId;
  const stored = (await subscriptions.get(userId)) as SubscriptionRecord | null;
  const before = stored ? { ...stored.state, seenProviderEvents: {} } : initialSubscriptionState();
  const { seenProviderEvents: _seen, ...state } = evolveSubscription(before, event);
  const history = evolveHistory(stored?.history ?? initialHistory(), event, event.id);
  const live = state.status === 'active';
  const record: SubscriptionRecord = {
    _id: userId,
    state,
    history,
    plan: planSummaryOf({ ...state, seenProviderEvents: {} }),
    expiresAt: live ? (expiryOf({ ...state, seenProviderEvents: {} })?.at ?? null) : null,
  };
  await subscriptions.put({ ...record });
};

export const subscriptionsProjection = defineProjection<BillingEvent>()({
  name: 'subscriptions',
  version: 1,
  collections: { [SUBSCRIPTIONS]: [{ fields: ['expiresAt'] }] },
  on: {
    CheckoutStarted: fold,
    CheckoutCompleted: fold,
    SubscriptionStarted: fold,
    InvoicePaid: fold,
    InvoicePaymentFailed: fold,
    SubscriptionUpgraded: fold,
    DowngradeScheduled: fold,
    DowngradeApplied: fold,
    CancellationScheduled: fold,
    CancellationUndone: fold,
    SubscriptionExpired: fold,
    DuplicateSubscriptionRefunded: fold,
    SubscriptionPermissionsGranted: fold,
    SubscriptionPermissionsRevoked: fold,
  },
});
