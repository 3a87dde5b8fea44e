import type { PaidElement } from '@lorewright/domain/billing/pricing';
import type { ChangeType, Webhook } from '@lorewright/domain/billing/subscription.commands';
import { planChange, requireSubscribed } from '@lorewright/domain/billing/subscriptionChange';
import type { SubscriptionState } from '@lorewright/domain/billing/subscription.state';
import { assertCanCheckout, subscriptionDecider } from '@lorewright/domain/billing/subscription.decide';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { conflict, DomainError, invalid } from '@lorewright/domain/shared/errors';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import { createStateReader } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock } from '../shared/clock';
import { subscriptionStream } from './subscriptionStream';

// What the commands ask of the payment provider: part of the payments port (api/src/payments),
// typed here by its shape so commands/ does not depend on the api.
interface ChangeRequest {
  subscriptionId: string;
  newItems: readonly PaidElement[];
  prorationDate: number;
}
export interface SubscriptionProvider {
  createCheckout(request: {
    customer: { userId: string; email: string; customerId?: string };
    items: readonly PaidElement[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  previewChange(request: ChangeRequest): Promise<{ lines: { description: string; amount: number }[]; amountDue: number }>;
  changeSubscription(request: ChangeRequest & { type: ChangeType }): Promise<void>;
  scheduleCancel(request: { subscriptionId: string }): Promise<void>;
  undoCancel(request: { subscriptionId: string }): Promise<void>;
}

export interface SubscriptionPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  payments: SubscriptionProvider;
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

// A verified webhook as the payments port gives it: the checkout's names its user, the later
// ones only the provider's subscription.
export type IncomingWebhook = Webhook & { userId?: string };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// The provider's webhook for a change may be recorded before the call that made it returns (it
// posts while answering): then the change is already on the stream and recording it again
// would be refused with `reported`, which here means done.
const recordUnlessReported = async (recording: Promise<{ position: number | null }>, reported: string) => {
  try {
    return await recording;
  } catch (error) {
    if (error instanceof DomainError && error.message === reported) return { position: null };
    throw error;
  }
};

// A live plan's subscription at the provider.
const subscriptionOf = (state: SubscriptionState) => {
  requireSubscribed(state);
  return state.subscriptionId!;
};

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

    // The proration invoice of a change, as the provider will charge it, once our rule (the
    // same one the update decides with) accepts the change.
    previewChange: async (userId: string, newItems: PaidElement[], prorationDate: number) => {
      const state = await readState(userId);
      planChange(state, newItems, prorationDate, now());
      const preview = await ports.payments.previewChange({ subscriptionId: subscriptionOf(state), newItems, prorationDate });
      return { lines: { data: preview.lines }, amount_due: Math.max(0, preview.amountDue) };
    },

    // Decided first (so a wrong type or a stale date never reaches the provider), then charged
    // (an upgrade) or scheduled (a downgrade) at the provider, then recorded. A declined card
    // throws at the provider and nothing is recorded.
    changeSubscription: async (userId: string, change: ChangeType, newItems: PaidElement[], prorationDate: number, context: CommandContext) => {
      const state = await readState(userId);
      const planned = planChange(state, newItems, prorationDate, now());
      if (planned.type !== change) throw invalid(m.wrongChange(planned.type));
      await ports.payments.changeSubscription({ subscriptionId: subscriptionOf(state), newItems: planned.newItems, prorationDate, type: change });
      const command = { type: 'ChangeSubscription' as const, userId, now: now(), change, newItems: planned.newItems, prorationDate };
      return ports.handle(subscriptionStream(userId), subscriptionDecider, command, context);
    },

    // The plan ends at the end of the paid period; 'Plan Will Not Renew' shows until then.
    scheduleCancel: async (userId: string, context: CommandContext) => {
      const state = await readState(userId);
      requireSubscribed(state);
      if (state.cancelAt !== null) throw conflict(m.alreadyCancelled);
      await ports.payments.scheduleCancel({ subscriptionId: subscriptionOf(state) });
      return recordUnlessReported(
        ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'ScheduleCancel', userId, now: now() }, context),
        m.alreadyCancelled,
      );
    },

    undoCancel: async (userId: string, context: CommandContext) => {
      const state = await readState(userId);
      requireSubscribed(state);
      if (state.cancelAt === null) throw conflict(m.notCancelled);
      await ports.payments.undoCancel({ subscriptionId: subscriptionOf(state) });
      return recordUnlessReported(
        ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'UndoCancel', userId, now: now() }, context),
        m.notCancelled,
      );
    },

    // From the expiry timer: ends a plan whose cancel date or unpaid grace has passed (the
    // provider's own end usually came first, and then this decides nothing new: 409).
    expire: (userId: string, context: CommandContext) =>
      ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'Expire', userId, now: now() }, context),

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
