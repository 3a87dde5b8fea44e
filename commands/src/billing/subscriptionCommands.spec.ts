import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { checkoutHook, renewalPaid, START } from '@lorewright/domain/billing/billingTesting';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { createSubscriptionCommands, type CheckoutProvider } from './subscriptionCommands';
import { subscriptionStream } from './subscriptionStream';

const context = { actorId: null, correlationId: 'c1' };
const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };

const setUp = () => {
  const eventStore = createMemoryEventStore();
  let n = 0;
  const clock = { now: () => new Date(START * 1000) };
  const handle = createCommandHandler({ eventStore, registry: eventRegistry, clock, ids: { newId: () => `id-${++n}` } });
  const asked: Parameters<CheckoutProvider['createCheckout']>[0][] = [];
  const payments: CheckoutProvider = {
    createCheckout: async (request) => {
      asked.push(request);
      return { id: `cs_${asked.length}`, url: `http://pay.test/cs_${asked.length}` };
    },
  };
  const commands = createSubscriptionCommands({ handle, eventStore, registry: eventRegistry, clock, payments });
  const types = async (userId: string) => (await eventStore.readStream(subscriptionStream(userId))).map((event) => event.type);
  return { eventStore, commands, asked, types };
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
