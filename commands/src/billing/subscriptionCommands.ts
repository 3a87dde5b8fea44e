import type { PaidElement } from '@lorewright/domain/billing/pricing';
import type { Webhook } from '@lorewright/domain/billing/subscription.commands';
import { assertCanCheckout, subscriptionDecider } from '@lorewright/domain/billing/subscription.decide';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { conflict } from '@lorewright/domain/shared/errors';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import { createStateReader } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock } from '../shared/clock';
import { subscriptionStream } from './subscriptionStream';

// What the commands ask of the payment provider: the port's createCheckout (api/src/payments),
// typed here by its shape so commands/ does not depend on the api.
export interface CheckoutProvider {
  createCheckout(request: {
    customer: { userId: string; email: string; customerId?: string };
    items: readonly PaidElement[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
}

export interface SubscriptionPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  payments: CheckoutProvider;
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

// A verified webhook as the payments port gives it: the checkout's names its user, the later
// ones only the provider's subscription.
export type IncomingWebhook = Webhook & { userId?: string };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// The provider's subscription id → our user, read from the log's SubscriptionStarted events
// (written by the checkout's webhook before any later webhook of that subscription is decided),
// caught up incrementally from the last position read.
const createSubscriptionOwners = (eventStore: EventStore) => {
  const owners = new Map<string, string>();
  let position = 0;
  return async (subscriptionId: string): Promise<string | undefined> => {
    if (!owners.has(subscriptionId)) {
      const events = await eventStore.readAll({ fromPosition: position, types: ['SubscriptionStarted'] });
      for (const event of events) {
        const data = event.data as { userId: string; subscriptionId: string };
        owners.set(data.subscriptionId, data.userId);
        position = Math.max(position, event.position);
      }
    }
    return owners.get(subscriptionId);
  };
};

export const createSubscriptionCommands = (ports: SubscriptionPorts) => {
  const readState = createStateReader(ports, subscriptionDecider, subscriptionStream);
  const ownerOf = createSubscriptionOwners(ports.eventStore);
  const now = () => seconds(ports.clock.now());

  return {
    // Refused before the provider is asked (nothing selected, a plan already running); then the
    // hosted checkout is opened and recorded, and the person is sent to its url.
    checkout: async (actor: { id: string; email: string }, items: PaidElement[], urls: CheckoutUrls, context: CommandContext) => {
      const state = await readState(actor.id);
      assertCanCheckout(state, items);
      const session = await ports.payments.createCheckout({
        customer: { userId: actor.id, email: actor.email, ...(state.customerId ? { customerId: state.customerId } : {}) },
        items,
        ...urls,
      });
      await ports.handle(
        subscriptionStream(actor.id),
        subscriptionDecider,
        { type: 'StartCheckout', userId: actor.id, now: now(), items, checkoutId: session.id },
        context,
      );
      return { id: session.id, url: session.url };
    },

    // Idempotent by the provider's event id: the decider records a redelivery as nothing. An
    // event billing ignores is not stored; one for a subscription not started yet is refused
    // (409) so the provider sends it again after the checkout's.
    recordWebhook: async (webhook: IncomingWebhook, context: CommandContext) => {
      if (webhook.type === 'ignored') return { position: null };
      const userId = webhook.type === 'checkoutCompleted' ? webhook.userId : await ownerOf(webhook.subscriptionId);
      if (!userId) throw conflict(m.unknownSubscription);
      const { position } = await ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'RecordWebhook', userId, now: now(), webhook }, context);
      return { position };
    },
  };
};

export type SubscriptionCommands = ReturnType<typeof createSubscriptionCommands>;
