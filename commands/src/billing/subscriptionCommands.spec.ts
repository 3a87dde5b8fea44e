import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { UNPAID_GRACE_SECONDS } from '@lorewright/domain/billing/billingLimits';
import { checkoutHook, END, renewalFailed, renewalPaid, START } from '@lorewright/domain/billing/testing/billingTesting';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { createSubscriptionCommands, type IncomingWebhook, type SubscriptionProvider } from './subscriptionCommands';
import { subscriptionStream } from './subscriptionStream';

const context = { actorId: null, correlationId: 'c1' };
const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };

// The commands' clock, in epoch seconds; each setUp starts it at START.
const clockAt = { now: START };

const setUp = () => {
  clockAt.now = START;
  const eventStore = createMemoryEventStore();
  let n = 0;
  const clock = { now: () => new Date(clockAt.now * 1000) };
  const handle = createCommandHandler({ eventStore, registry: eventRegistry, clock, ids: { newId: () => `id-${++n}` } });
  const asked: Parameters<SubscriptionProvider['createCheckout']>[0][] = [];
  // What else the provider was asked, in order; `decline` makes the next charge fail; `live` are
  // the subscriptions it runs (id → customer), `checkouts` the ones it has opened and their state.
  const calls: unknown[] = [];
  const provider = { decline: false, live: new Map<string, string>(), checkouts: new Map<string, { customerId: string; status: string }>(), refunded: 0 };
  const payments: SubscriptionProvider = {
    customerFor: async ({ userId, customerId }) => ({ customerId: customerId ?? `cus_${userId}` }),
    expireCheckouts: async ({ customerId }) => {
      let expired = 0;
      for (const checkout of provider.checkouts.values()) {
        if (checkout.customerId === customerId && checkout.status === 'open') [checkout.status, expired] = ['expired', expired + 1];
      }
      return { expired };
    },
    liveSubscriptions: async ({ customerId }) => [...provider.live].filter(([, customer]) => customer === customerId).map(([id]) => ({ id, status: 'active' })),
    endSubscription: async (request) => {
      calls.push({ end: request });
      provider.live.delete(request.subscriptionId);
      return { amountRefunded: request.refund ? provider.refunded : 0 };
    },
    createCheckout: async (request) => {
      asked.push(request);
      const id = `cs_${asked.length}`;
      provider.checkouts.set(id, { customerId: request.customer.customerId!, status: 'open' });
      return { id, url: `http://pay.test/${id}` };
    },
    previewChange: async (request) => {
      calls.push({ preview: request });
      return { lines: [{ description: 'Remaining time', amount: 345 }], amountDue: 345 };
    },
    changeSubscription: async (request) => {
      if (provider.decline) throw new Error('Your card was declined.');
      calls.push({ change: request });
    },
    scheduleCancel: async (request) => void calls.push({ cancel: request }),
    undoCancel: async (request) => void calls.push({ undo: request }),
  };
  const commands = createSubscriptionCommands({ handle, eventStore, registry: eventRegistry, clock, payments });
  const types = async (userId: string) => (await eventStore.readStream(subscriptionStream(userId))).map((event) => event.type);
  return { eventStore, commands, asked, calls, provider, types };
};

describe('subscription commands', () => {
  it('checkout asks the provider, then records the session on the user subscription stream', async () => {
    const { commands, asked, types } = setUp();
    expect(await commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps'], urls, context)).toEqual({ id: 'cs_1', url: 'http://pay.test/cs_1' });
    expect(asked).toEqual([{ customer: { userId: 'u1', email: 'zoe@example.com', customerId: 'cus_u1' }, items: ['maps'], ...urls }]);
    expect(await types('u1')).toEqual(['CheckoutStarted']);
  });

  it('a second checkout expires the first at the provider, so only one can be paid, and keeps the customer', async () => {
    const { commands, asked, provider, eventStore } = setUp();
    await commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps'], urls, context);
    await commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps', 'timelines'], urls, context);
    expect([...provider.checkouts.values()].map((checkout) => checkout.status)).toEqual(['expired', 'open']);
    expect(asked.map((request) => request.customer.customerId)).toEqual(['cus_u1', 'cus_u1']);
    const started = (await eventStore.readStream(subscriptionStream('u1'))).map((event) => event.data);
    expect(started).toMatchObject([
      { checkoutId: 'cs_1', customerId: 'cus_u1' },
      { checkoutId: 'cs_2', customerId: 'cus_u1' },
    ]);
  });

  it('two checkouts at once open one after the other: the first is expired by the second', async () => {
    const { commands, provider } = setUp();
    await Promise.all([
      commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps'], urls, context),
      commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['timelines'], urls, context),
    ]);
    expect([...provider.checkouts.values()].filter((checkout) => checkout.status === 'open')).toHaveLength(1);
  });

  it('refuses a checkout while the provider runs a subscription the log has not started (its webhook is on its way)', async () => {
    const { commands, asked, provider, eventStore } = setUp();
    provider.live.set('sub_paid_elsewhere', 'cus_u1');
    await expect(commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps'], urls, context)).rejects.toMatchObject({
      kind: 'conflict',
      message: m.paymentPending,
    });
    expect(asked).toEqual([]);
    expect(await eventStore.headPosition()).toBe(0);
  });

  it('refuses a checkout while the plan is live, unpaid included, before asking the provider', async () => {
    const { commands, asked, calls } = setUp();
    await commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context);
    await commands.recordWebhook(renewalFailed(), context);
    await expect(commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['timelines'], urls, context)).rejects.toMatchObject({
      kind: 'conflict',
      message: m.alreadySubscribed,
    });
    expect([asked, calls]).toEqual([[], []]);
  });

  it('a plan the log expired but the provider still runs is ended there, then checkout goes on', async () => {
    const { commands, calls, provider } = setUp();
    await commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context);
    await commands.recordWebhook(renewalFailed(), context);
    provider.live.set('sub_1', 'cus_1');
    // The grace ran out: Expire ends it at the provider too.
    clockAt.now = END + UNPAID_GRACE_SECONDS;
    await commands.expire('u1', context);
    expect(calls).toEqual([{ end: { subscriptionId: 'sub_1', refund: false } }]);
    // Had that failed, the next checkout ends it.
    provider.live.set('sub_1', 'cus_1');
    await commands.checkout({ id: 'u1', email: 'zoe@example.com' }, ['maps'], urls, context);
    expect(calls).toEqual([{ end: { subscriptionId: 'sub_1', refund: false } }, { end: { subscriptionId: 'sub_1', refund: false } }]);
    expect(provider.live.size).toBe(0);
  });

  it('a second checkout paid in a race is ended at the provider and refunded, once, and the plan stays', async () => {
    const { commands, calls, provider, types, eventStore } = setUp();
    await commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context);
    provider.refunded = 900;
    const duplicate = { ...checkoutHook(['timelines', 'maps'], { eventId: 'evt_checkout_2', subscriptionId: 'sub_2' }), userId: 'u1' };
    expect((await commands.recordWebhook(duplicate, context)).position).not.toBeNull();
    expect(calls).toEqual([{ end: { subscriptionId: 'sub_2', refund: true } }]);
    expect((await types('u1')).at(-1)).toBe('DuplicateSubscriptionRefunded');
    const [refund] = (await eventStore.readStream(subscriptionStream('u1'))).slice(-1);
    expect(refund.data).toMatchObject({ subscriptionId: 'sub_2', items: ['timelines', 'maps'], amountRefunded: 900 });
    // A redelivery neither ends nor refunds again.
    expect((await commands.recordWebhook(duplicate, context)).position).toBeNull();
    expect(calls).toHaveLength(1);
    // A later payment of the duplicate is not the plan's.
    const duplicatePaid = { ...renewalPaid(), subscriptionId: 'sub_2', eventId: 'evt_paid_dup' } as IncomingWebhook;
    expect((await commands.recordWebhook(duplicatePaid, context)).position).toBeNull();
  });

  it('refuses an empty checkout before asking the provider', async () => {
    const { commands, asked, eventStore } = setUp();
    await expect(commands.checkout({ id: 'u1', email: 'zoe@example.com' }, [], urls, context)).rejects.toMatchObject({ message: m.noProducts });
    expect(asked).toEqual([]);
    expect(await eventStore.headPosition()).toBe(0);
  });

  it('finds the user of a later webhook by the provider subscription, and ignores a redelivery', async () => {
    const { commands, types } = setUp();
    await commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context);
    const recorded = await types('u1');
    expect(recorded).toContain('SubscriptionStarted');
    expect(recorded).toContain('SubscriptionPermissionsGranted');
    const { position } = await commands.recordWebhook(renewalPaid(), context);
    expect(position).not.toBeNull();
    expect((await commands.recordWebhook(renewalPaid(), context)).position).toBeNull();
    expect((await commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context)).position).toBeNull();
  });

  it('refuses with 409 a webhook for a subscription not started yet, and stores nothing for ignored ones', async () => {
    const { commands, eventStore } = setUp();
    await expect(commands.recordWebhook(renewalPaid(), context)).rejects.toMatchObject({ kind: 'conflict', message: m.unknownSubscription });
    expect(await commands.recordWebhook({ type: 'ignored', eventId: 'evt_x' }, context)).toEqual({ position: null });
    expect(await eventStore.headPosition()).toBe(0);
  });
});

describe('changing a plan', () => {
  const subscribed = async () => {
    const set = setUp();
    await set.commands.recordWebhook({ ...checkoutHook(['maps']), userId: 'u1' }, context);
    return set;
  };

  it('previews with the provider once our rule accepts the change', async () => {
    const { commands, calls } = await subscribed();
    expect(await commands.previewChange('u1', ['maps', 'timelines'], START)).toEqual({
      lines: { data: [{ description: 'Remaining time', amount: 345 }] },
      amount_due: 345,
      proration_date: START,
    });
    expect(calls).toEqual([{ preview: { subscriptionId: 'sub_1', newItems: ['maps', 'timelines'], prorationDate: START } }]);
    await expect(commands.previewChange('u1', ['maps'], START)).rejects.toMatchObject({ message: m.sameProducts });
    expect(calls).toHaveLength(1);
  });

  it('an upgrade is charged at the provider with the same date, then recorded with its grant', async () => {
    const { commands, calls, types } = await subscribed();
    await commands.changeSubscription('u1', 'upgrade', ['timelines', 'maps'], START, context);
    expect(calls).toEqual([{ change: { subscriptionId: 'sub_1', newItems: ['timelines', 'maps'], prorationDate: START, type: 'upgrade' } }]);
    expect((await types('u1')).slice(-2)).toEqual(['SubscriptionUpgraded', 'SubscriptionPermissionsGranted']);
  });

  it('a wrong change type never reaches the provider; a declined charge records nothing', async () => {
    const { commands, calls, provider, eventStore } = await subscribed();
    await expect(commands.changeSubscription('u1', 'downgrade', ['timelines', 'maps'], START, context)).rejects.toMatchObject({
      message: m.wrongChange('upgrade'),
    });
    expect(calls).toEqual([]);
    const head = await eventStore.headPosition();
    provider.decline = true;
    await expect(commands.changeSubscription('u1', 'upgrade', ['timelines', 'maps'], START, context)).rejects.toThrow('declined');
    expect(await eventStore.headPosition()).toBe(head);
  });

  it('cancel and undo ask the provider, then record; a repeat is refused before it', async () => {
    const { commands, calls, types } = await subscribed();
    await commands.scheduleCancel('u1', context);
    await expect(commands.scheduleCancel('u1', context)).rejects.toMatchObject({ kind: 'conflict', message: m.alreadyCancelled });
    await commands.undoCancel('u1', context);
    await expect(commands.undoCancel('u1', context)).rejects.toMatchObject({ kind: 'conflict', message: m.notCancelled });
    expect(calls).toEqual([{ cancel: { subscriptionId: 'sub_1' } }, { undo: { subscriptionId: 'sub_1' } }]);
    expect((await types('u1')).slice(-2)).toEqual(['CancellationScheduled', 'CancellationUndone']);
  });

  it('without a plan, nothing can change', async () => {
    const { commands, calls } = setUp();
    await expect(commands.scheduleCancel('u2', context)).rejects.toMatchObject({ message: m.notSubscribed });
    await expect(commands.previewChange('u2', ['maps'], START)).rejects.toMatchObject({ message: m.notSubscribed });
    expect(calls).toEqual([]);
  });
});
