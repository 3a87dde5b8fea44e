import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { checkoutHook, renewalPaid, START } from '@lorewright/domain/billing/billingTesting';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { createSubscriptionCommands, type SubscriptionProvider } from './subscriptionCommands';
import { subscriptionStream } from './subscriptionStream';

const context = { actorId: null, correlationId: 'c1' };
const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };

const setUp = () => {
  const eventStore = createMemoryEventStore();
  let n = 0;
  const clock = { now: () => new Date(START * 1000) };
  const handle = createCommandHandler({ eventStore, registry: eventRegistry, clock, ids: { newId: () => `id-${++n}` } });
  const asked: Parameters<SubscriptionProvider['createCheckout']>[0][] = [];
  // What else the provider was asked, in order; `decline` makes the next charge fail.
  const calls: unknown[] = [];
  const provider = { decline: false };
  const payments: SubscriptionProvider = {
    createCheckout: async (request) => {
      asked.push(request);
      return { id: `cs_${asked.length}`, url: `http://pay.test/cs_${asked.length}` };
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
    expect(asked).toEqual([{ customer: { userId: 'u1', email: 'zoe@example.com' }, items: ['maps'], ...urls }]);
    expect(await types('u1')).toEqual(['CheckoutStarted']);
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
