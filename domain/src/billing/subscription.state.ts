import type { Permissions } from '../accounts/permissions';
import type { BillingEvent } from './billing.events';
import type { PaidElement } from './pricing';

// What the write side knows of one user's subscription, folded from `subscription-{userId}`.
// Times are epoch seconds. 'checkout': a hosted checkout was opened and has not completed.
export interface SubscriptionState {
  status: 'none' | 'checkout' | 'active' | 'expired';
  userId: string;
  checkoutId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  items: PaidElement[];
  created: number | null;
  periodStart: number;
  periodEnd: number;
  // Set while the last invoice is unpaid: its due date starts the grace.
  unpaidDueDate: number | null;
  cancelAt: number | null;
  canceledAt: number | null;
  pendingDowngrade: { items: PaidElement[]; effectiveAt: number } | null;
  // What the plan has granted so far (feature → ISO expiry), so grants are only emitted on change.
  granted: Permissions;
  // Provider event ids already recorded: a webhook delivered again changes nothing.
  seenProviderEvents: Readonly<Record<string, true>>;
}

export const initialSubscriptionState = (): SubscriptionState => ({
  status: 'none',
  userId: '',
  checkoutId: null,
  subscriptionId: null,
  customerId: null,
  items: [],
  created: null,
  periodStart: 0,
  periodEnd: 0,
  unpaidDueDate: null,
  cancelAt: null,
  canceledAt: null,
  pendingDowngrade: null,
  granted: {},
  seenProviderEvents: {},
});

const evolveOnce = (state: SubscriptionState, event: BillingEvent): Partial<SubscriptionState> => {
  switch (event.type) {
    case 'CheckoutStarted':
      return {
        status: 'checkout',
        userId: event.data.userId,
        checkoutId: event.data.checkoutId,
        customerId: event.data.customerId ?? state.customerId,
      };
    case 'CheckoutCompleted':
      return {};
    case 'SubscriptionStarted': {
      const { userId, subscriptionId, customerId, items, periodStart, periodEnd, created } = event.data;
      // A new plan after an expired one starts clean.
      return {
        status: 'active',
        userId,
        subscriptionId,
        customerId,
        items,
        periodStart,
        periodEnd,
        created,
        unpaidDueDate: null,
        cancelAt: null,
        canceledAt: null,
        pendingDowngrade: null,
      };
    }
    case 'InvoicePaid': {
      const { periodStart, periodEnd } = event.data;
      // A renewal moves the period on; a proration invoice pays part of the current one.
      return periodEnd > state.periodEnd ? { periodStart, periodEnd, unpaidDueDate: null } : { unpaidDueDate: null };
    }
    // Retries of a failed payment keep the first due date: the grace runs from it.
    case 'InvoicePaymentFailed':
      return { unpaidDueDate: state.unpaidDueDate ?? event.data.dueDate };
    // A new change replaces a downgrade waiting for the next period.
    case 'SubscriptionUpgraded':
      return { items: event.data.items, pendingDowngrade: null };
    case 'DowngradeScheduled':
      return { pendingDowngrade: { items: event.data.items, effectiveAt: event.data.effectiveAt } };
    case 'DowngradeApplied':
      return { items: event.data.items, pendingDowngrade: null };
    case 'CancellationScheduled':
      return { cancelAt: event.data.cancelAt };
    case 'CancellationUndone':
      return { cancelAt: null };
    case 'SubscriptionExpired':
      return { status: 'expired', canceledAt: event.data.canceledAt, pendingDowngrade: null };
    // The plan is unchanged; the checkout's event id is kept as seen.
    case 'DuplicateSubscriptionRefunded':
      return {};
    case 'SubscriptionPermissionsGranted':
      return { granted: { ...state.granted, ...event.data.permissions } };
    case 'SubscriptionPermissionsRevoked':
      return { granted: Object.fromEntries(Object.entries(state.granted).filter(([feature]) => !event.data.features.includes(feature as PaidElement))) };
  }
};

const providerEventIdOf = (event: BillingEvent) => ('providerEventId' in event.data ? event.data.providerEventId : null);

export const evolveSubscription = (state: SubscriptionState, event: BillingEvent): SubscriptionState => {
  const next = { ...state, ...evolveOnce(state, event) };
  const id = providerEventIdOf(event);
  return id ? { ...next, seenProviderEvents: { ...state.seenProviderEvents, [id]: true } } : next;
};
