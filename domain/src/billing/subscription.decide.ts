import type { Decider } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { BillingEvent } from './billing.events';
import { billingMessages as m } from './billingMessages';
import { sortedItems } from './planItems';
import type { PaidElement } from './pricing';
import type { SubscriptionCommand, Webhook } from './subscription.commands';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './subscription.state';
import { planChange, requireSubscribed } from './subscriptionChange';
import { expiryOf } from './subscriptionExpiry';
import { grantAfter, revokeEvents } from './subscriptionPermissions';
import { webhookEvents } from './subscriptionWebhooks';

type Command<T extends SubscriptionCommand['type']> = Extract<SubscriptionCommand, { type: T }>;

// No subscription means checkout; an existing one is changed instead (docs/decisions.md,
// Billing). A live plan —
// paid, unpaid within its grace, or set to cancel — is never checked out again: one person holds
// at most one subscription. An unfinished checkout does not stop a new one: the handler expires
// it at the provider first, so only the newest can be paid. The handler calls this before asking
// the provider for anything.
export const assertCanCheckout = (state: SubscriptionState, items: readonly PaidElement[]) => {
  if (items.length === 0) throw invalid(m.noProducts);
  if (state.status === 'active') throw conflict(m.alreadySubscribed);
};

// A checkout completed while another subscription is the live plan: two checkouts were paid in a
// race (each opened before the other could be expired). The plan stays as it is; the newer
// subscription is a duplicate the handler ends at the provider and refunds (recordDuplicate).
export const isDuplicateCheckout = (state: SubscriptionState, hook: Webhook) =>
  hook.type === 'checkoutCompleted' &&
  !state.seenProviderEvents[hook.eventId] &&
  state.status === 'active' &&
  state.subscriptionId !== null &&
  state.subscriptionId !== hook.subscriptionId;

// The duplicate has been ended and refunded at the provider: recorded once (by the checkout's
// provider event id) so a redelivery neither ends nor refunds it again, and the person's history
// shows the refund.
const recordDuplicate = (command: Command<'RecordDuplicate'>, state: SubscriptionState): BillingEvent[] => {
  const { webhook } = command;
  if (state.seenProviderEvents[webhook.eventId]) return [];
  return [
    {
      type: 'DuplicateSubscriptionRefunded',
      data: {
        userId: state.userId,
        providerEventId: webhook.eventId,
        subscriptionId: webhook.subscriptionId,
        items: sortedItems(webhook.items),
        amountRefunded: command.amountRefunded,
        at: command.now,
      },
    },
  ];
};

const changeSubscription = (command: Command<'ChangeSubscription'>, state: SubscriptionState): BillingEvent[] => {
  const { type, newItems, prorationDate, invoice } = planChange(state, command.newItems, command.prorationDate, command.now);
  if (type !== command.change) throw invalid(m.wrongChange(type));
  const userId = state.userId;
  if (type === 'downgrade') return [{ type: 'DowngradeScheduled', data: { userId, items: newItems, effectiveAt: state.periodEnd, at: command.now } }];
  const upgraded: BillingEvent = {
    type: 'SubscriptionUpgraded',
    data: { userId, items: newItems, prorationDate, lines: invoice.lines.data, amountCharged: invoice.amount_due, at: command.now },
  };
  return [upgraded, ...grantAfter(state, [upgraded])];
};

const expire = (command: Command<'Expire'>, state: SubscriptionState): BillingEvent[] => {
  requireSubscribed(state);
  const expiry = expiryOf(state);
  if (!expiry || expiry.at > command.now) throw conflict(m.notExpiring);
  const expired: BillingEvent = {
    type: 'SubscriptionExpired',
    data: { userId: state.userId, providerEventId: null, reason: expiry.reason, canceledAt: expiry.at },
  };
  return [expired, ...revokeEvents(state, expiry.at)];
};

const decideSubscription = (command: SubscriptionCommand, stored: SubscriptionState): BillingEvent[] => {
  // A webhook may be the stream's first event: the user comes from the command.
  const state = { ...stored, userId: command.userId };
  const userId = command.userId;
  switch (command.type) {
    case 'StartCheckout':
      assertCanCheckout(state, command.items);
      return [
        {
          type: 'CheckoutStarted',
          data: {
            userId,
            checkoutId: command.checkoutId,
            items: sortedItems(command.items),
            at: command.now,
            ...(command.customerId === undefined ? {} : { customerId: command.customerId }),
          },
        },
      ];
    case 'RecordWebhook':
      return webhookEvents(state, command.webhook, command.now);
    case 'RecordDuplicate':
      return recordDuplicate(command, state);
    case 'ChangeSubscription':
      return changeSubscription(command, state);
    case 'ScheduleCancel':
      requireSubscribed(state);
      if (state.cancelAt !== null) throw conflict(m.alreadyCancelled);
      return [{ type: 'CancellationScheduled', data: { userId, providerEventId: null, cancelAt: state.periodEnd, at: command.now } }];
    case 'UndoCancel':
      requireSubscribed(state);
      if (state.cancelAt === null) throw conflict(m.notCancelled);
      return [{ type: 'CancellationUndone', data: { userId, providerEventId: null, at: command.now } }];
    case 'Expire':
      return expire(command, state);
  }
};

// One user's subscription over `subscription-{userId}`.
export const subscriptionDecider: Decider<SubscriptionCommand, BillingEvent, SubscriptionState> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
