import { conflict } from '../shared/errors';
import type { BillingEvent } from './billing.events';
import { billingMessages as m } from './billingMessages';
import { sameItems, sortedItems } from './planItems';
import type { Webhook } from './subscription.commands';
import type { SubscriptionState } from './subscription.state';
import { expiryOf } from './subscriptionExpiry';
import { grantAfter, revokeEvents } from './subscriptionPermissions';

type Of<T extends Webhook['type']> = Extract<Webhook, { type: T }>;

// Webhooks may arrive late, twice or out of order. A payment for a subscription not started
// yet is refused (409) so the provider sends it again after the checkout's webhook; one for
// another (older) subscription, or one after the plan ended, is ignored.
const forThisPlan = (state: SubscriptionState, subscriptionId: string) => {
  if (state.subscriptionId === subscriptionId) return state.status === 'active';
  if (state.status === 'none' || state.status === 'checkout') throw conflict(m.unknownSubscription);
  return false;
};

const checkoutCompleted = (state: SubscriptionState, hook: Of<'checkoutCompleted'>, now: number): BillingEvent[] => {
  // A second checkout finishing while a plan runs never replaces it: the handler ends that
  // duplicate at the provider and refunds it (isDuplicateCheckout, RecordDuplicate).
  if (state.status === 'active') return [];
  const { eventId: providerEventId, subscriptionId, customerId, items, period } = hook;
  const userId = state.userId;
  const started: BillingEvent = {
    type: 'SubscriptionStarted',
    data: { userId, providerEventId, subscriptionId, customerId, items: sortedItems(items), periodStart: period.start, periodEnd: period.end, created: now },
  };
  return [{ type: 'CheckoutCompleted', data: { userId, providerEventId, at: now } }, started, ...grantAfter(state, [started])];
};

const invoicePaid = (state: SubscriptionState, hook: Of<'invoicePaid'>, now: number): BillingEvent[] => {
  if (!forThisPlan(state, hook.subscriptionId)) return [];
  const { eventId: providerEventId, invoiceId, amountPaid, period, hostedInvoiceUrl } = hook;
  const pending = state.pendingDowngrade;
  // The first invoice of the next period is where a scheduled downgrade takes effect.
  const downgrade = pending && period.start >= pending.effectiveAt ? pending : null;
  const applied: BillingEvent[] = downgrade
    ? [{ type: 'DowngradeApplied', data: { userId: state.userId, providerEventId, items: downgrade.items, at: now } }]
    : [];
  const paid: BillingEvent = {
    type: 'InvoicePaid',
    data: {
      userId: state.userId,
      providerEventId,
      invoiceId,
      items: downgrade?.items ?? state.items,
      amountPaid,
      periodStart: period.start,
      periodEnd: period.end,
      hostedInvoiceUrl,
      paidAt: now,
    },
  };
  return [...applied, paid, ...grantAfter(state, [...applied, paid])];
};

const paymentFailed = (state: SubscriptionState, hook: Of<'invoicePaymentFailed'>): BillingEvent[] => {
  if (!forThisPlan(state, hook.subscriptionId)) return [];
  const { eventId: providerEventId, invoiceId, amountDue, dueDate } = hook;
  const failed: BillingEvent = {
    type: 'InvoicePaymentFailed',
    data: { userId: state.userId, providerEventId, invoiceId, items: state.items, amountDue, dueDate },
  };
  // A plan paid before keeps its elements through the grace; one never paid gets none.
  const everPaid = Object.keys(state.granted).length > 0;
  return [failed, ...(everPaid ? grantAfter(state, [failed]) : [])];
};

// Portal cancellations and renewals: cancel_at set or cleared, a scheduled downgrade applied.
// Other item changes are not expected (the portal does not offer them) and are left alone.
const subscriptionUpdated = (state: SubscriptionState, hook: Of<'subscriptionUpdated'>, now: number): BillingEvent[] => {
  if (!forThisPlan(state, hook.subscriptionId)) return [];
  const { eventId: providerEventId, cancelAt, items } = hook;
  const userId = state.userId;
  const events: BillingEvent[] = [];
  if (cancelAt !== null && cancelAt !== state.cancelAt) events.push({ type: 'CancellationScheduled', data: { userId, providerEventId, cancelAt, at: now } });
  if (cancelAt === null && state.cancelAt !== null) events.push({ type: 'CancellationUndone', data: { userId, providerEventId, at: now } });
  const pending = state.pendingDowngrade;
  if (pending && sameItems(items, pending.items) && !sameItems(items, state.items))
    events.push({ type: 'DowngradeApplied', data: { userId, providerEventId, items: pending.items, at: now } });
  return events;
};

// The provider is the authority on the end; the reason is ours when its date has come. The
// permissions go from the end, but never from a moment still ahead of our clock: a provider's
// test clock runs ahead of it, and an access already ended must not stay open until then.
const subscriptionEnded = (state: SubscriptionState, hook: Of<'subscriptionEnded'>, now: number): BillingEvent[] => {
  if (!forThisPlan(state, hook.subscriptionId)) return [];
  const due = expiryOf(state);
  const reason = due && due.at <= hook.endedAt ? due.reason : 'deleted';
  const expired: BillingEvent = {
    type: 'SubscriptionExpired',
    data: { userId: state.userId, providerEventId: hook.eventId, reason, canceledAt: hook.endedAt },
  };
  return [expired, ...revokeEvents(state, Math.min(hook.endedAt, now))];
};

// The events one verified webhook brings; a provider event id already recorded brings none.
export const webhookEvents = (state: SubscriptionState, hook: Webhook, now: number): BillingEvent[] => {
  if (state.seenProviderEvents[hook.eventId]) return [];
  switch (hook.type) {
    case 'checkoutCompleted':
      return checkoutCompleted(state, hook, now);
    case 'invoicePaid':
      return invoicePaid(state, hook, now);
    case 'invoicePaymentFailed':
      return paymentFailed(state, hook);
    case 'subscriptionUpdated':
      return subscriptionUpdated(state, hook, now);
    case 'subscriptionEnded':
      return subscriptionEnded(state, hook, now);
    case 'ignored':
      return [];
  }
};
