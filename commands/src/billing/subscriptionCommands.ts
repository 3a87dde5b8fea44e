import type { PaidElement } from '@lorewright/domain/billing/pricing';
import type { ChangeType, Webhook } from '@lorewright/domain/billing/subscription.commands';
import { planChange, requireSubscribed } from '@lorewright/domain/billing/subscriptionChange';
import type { SubscriptionState } from '@lorewright/domain/billing/subscription.state';
import { assertCanCheckout, isDuplicateCheckout, subscriptionDecider } from '@lorewright/domain/billing/subscription.decide';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { conflict, DomainError, invalid } from '@lorewright/domain/shared/errors';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import { createStateReader } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import { StreamQueue, type HandleCommand } from '../pipeline/handleCommand';
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
  customerFor(customer: { userId: string; email: string; customerId?: string }): Promise<{ customerId: string }>;
  expireCheckouts(request: { customerId: string }): Promise<{ expired: number }>;
  liveSubscriptions(request: { customerId: string }): Promise<{ id: string; status: string }[]>;
  createCheckout(request: {
    customer: { userId: string; email: string; customerId?: string };
    items: readonly PaidElement[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  endSubscription(request: { subscriptionId: string; refund: boolean }): Promise<{ amountRefunded: number }>;
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
// (written by the checkout's webhook before any later webhook of that subscription is decided)
// and DuplicateSubscriptionRefunded ones (so the ended duplicate's own webhooks are recognised
// and ignored, not refused for ever), caught up incrementally from the last position read.
const createSubscriptionOwners = (eventStore: EventStore) => {
  const owners = new Map<string, string>();
  let position = 0;
  return async (subscriptionId: string): Promise<string | undefined> => {
    if (!owners.has(subscriptionId)) {
      const events = await eventStore.readAll({ fromPosition: position, types: ['SubscriptionStarted', 'DuplicateSubscriptionRefunded'] });
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
  // One checkout of a person at a time in this process: two requests (a double click, two tabs)
  // must not both find nothing open and each open one.
  const checkouts = new StreamQueue();

  // At most one subscription per person. Refused before the provider is asked: nothing
  // selected, or a live plan (paid, unpaid within its grace, set to cancel: it is changed through
  // subscription/update instead). Then, at the provider: the person's one customer; every
  // unfinished checkout of it expired, so only the one opened now can be paid; and no live
  // subscription. One our log has ended (expired unpaid, say) but the provider still runs is
  // ended there now — it could only take money for a plan that grants nothing. Any other live
  // one is a checkout paid whose webhook has not arrived: refused until it has. Expiring comes
  // before that look, so nothing paid after it goes unseen. The checkout is recorded with the
  // customer, which every later checkout reuses.
  const checkout = async (actor: { id: string; email: string }, items: PaidElement[], urls: CheckoutUrls, context: CommandContext) => {
    const state = await readState(actor.id);
    assertCanCheckout(state, items);
    const { customerId } = await ports.payments.customerFor({
      userId: actor.id,
      email: actor.email,
      ...(state.customerId ? { customerId: state.customerId } : {}),
    });
    await ports.payments.expireCheckouts({ customerId });
    for (const live of await ports.payments.liveSubscriptions({ customerId })) {
      if (live.id !== state.subscriptionId) throw conflict(m.paymentPending);
      await ports.payments.endSubscription({ subscriptionId: live.id, refund: false });
    }
    const session = await ports.payments.createCheckout({ customer: { userId: actor.id, email: actor.email, customerId }, items, ...urls });
    await ports.handle(
      subscriptionStream(actor.id),
      subscriptionDecider,
      { type: 'StartCheckout', userId: actor.id, now: now(), items, checkoutId: session.id, customerId },
      context,
    );
    return { id: session.id, url: session.url };
  };

  // A checkout completed while another subscription is the live plan (two paid in a race): the
  // plan stays, and the newer subscription is ended at once and refunded in full — it was paid
  // for and grants nothing, and left running it would renew unseen (the app and the portal show
  // the plan's subscription only). Ended at the provider first, then recorded with the amount
  // refunded: a failure in between answers 500, the provider sends the event again, and the
  // second attempt ends and refunds nothing twice (endSubscription is safe to repeat).
  const settleDuplicate = async (userId: string, webhook: Extract<Webhook, { type: 'checkoutCompleted' }>, context: CommandContext) => {
    const { amountRefunded } = await ports.payments.endSubscription({ subscriptionId: webhook.subscriptionId, refund: true });
    const command = { type: 'RecordDuplicate' as const, userId, now: now(), webhook, amountRefunded };
    const { position } = await ports.handle(subscriptionStream(userId), subscriptionDecider, command, context);
    return { position };
  };

  return {
    checkout: (actor: { id: string; email: string }, items: PaidElement[], urls: CheckoutUrls, context: CommandContext) =>
      checkouts.run(actor.id, () => checkout(actor, items, urls, context)),

    // The proration invoice of a change, as the provider will charge it, once our rule (the
    // same one the update decides with) accepts the change. It is computed as of the date our
    // rule reads from the one sent (ahead of now refused, before the period its start), and
    // answers that date, so the update confirms the same one.
    previewChange: async (userId: string, newItems: PaidElement[], prorationDate: number) => {
      const state = await readState(userId);
      const planned = planChange(state, newItems, prorationDate, now());
      const preview = await ports.payments.previewChange({ subscriptionId: subscriptionOf(state), newItems, prorationDate: planned.prorationDate });
      return { lines: { data: preview.lines }, amount_due: Math.max(0, preview.amountDue), proration_date: planned.prorationDate };
    },

    // Decided first (so a wrong type or a stale date never reaches the provider), then charged
    // (an upgrade) or scheduled (a downgrade) at the provider, then recorded. A declined card
    // throws at the provider and nothing is recorded.
    changeSubscription: async (userId: string, change: ChangeType, newItems: PaidElement[], prorationDate: number, context: CommandContext) => {
      const state = await readState(userId);
      const planned = planChange(state, newItems, prorationDate, now());
      if (planned.type !== change) throw invalid(m.wrongChange(planned.type));
      const date = planned.prorationDate;
      await ports.payments.changeSubscription({ subscriptionId: subscriptionOf(state), newItems: planned.newItems, prorationDate: date, type: change });
      const command = { type: 'ChangeSubscription' as const, userId, now: now(), change, newItems: planned.newItems, prorationDate: date };
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
    // Our end is the provider's too: a subscription left running there (still retrying an
    // unpaid invoice, say) would take money for a plan that grants nothing. If ending it fails
    // here, the person's next checkout ends it (checkout above).
    expire: async (userId: string, context: CommandContext) => {
      const result = await ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'Expire', userId, now: now() }, context);
      const { subscriptionId } = result.state;
      if (result.events.length > 0 && subscriptionId) await ports.payments.endSubscription({ subscriptionId, refund: false });
      return result;
    },

    // Idempotent by the provider's event id: the decider records a redelivery as nothing. An
    // event billing ignores is not stored; one for a subscription not started yet is refused
    // (409) so the provider sends it again after the checkout's. A completed checkout that
    // duplicates the live plan is decided as nothing (in order with every other change of the
    // stream), then settled: see settleDuplicate.
    recordWebhook: async (webhook: IncomingWebhook, context: CommandContext) => {
      if (webhook.type === 'ignored') return { position: null };
      const userId = webhook.type === 'checkoutCompleted' ? webhook.userId : await ownerOf(webhook.subscriptionId);
      if (!userId) throw conflict(m.unknownSubscription);
      const recorded = await ports.handle(subscriptionStream(userId), subscriptionDecider, { type: 'RecordWebhook', userId, now: now(), webhook }, context);
      if (webhook.type === 'checkoutCompleted' && isDuplicateCheckout(recorded.state, webhook)) return settleDuplicate(userId, webhook, context);
      return { position: recorded.position };
    },
  };
};

export type SubscriptionCommands = ReturnType<typeof createSubscriptionCommands>;
