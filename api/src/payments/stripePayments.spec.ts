import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeUnderTest } from './paymentsHarness';
import { STRIPE_API_VERSION } from './stripeApiVersion';

// The Stripe adapter's requests as the Stripe API receives them (form-encoded, Stripe's names),
// recorded by the local stand-in; the behaviour itself is in payments.contract.spec.ts.
describe('Stripe adapter requests', () => {
  let subject: Awaited<ReturnType<typeof stripeUnderTest>>;
  beforeEach(async () => {
    subject = await stripeUnderTest();
  });
  afterEach(async () => {
    await subject.close();
  });
  const last = (method: string, path: string) => subject.server.requests.filter((r) => r.method === method && r.path.startsWith(path)).at(-1)!;

  const subscribed = async () => {
    const checkout = await subject.payments.createCheckout({
      customer: { userId: 'user-1', email: 'zoe@example.com' },
      items: ['maps', 'timelines'],
      successUrl: 'http://lorewright.test/payment-success',
      cancelUrl: 'http://lorewright.test/subscribe',
    });
    subject.server.completeCheckout(checkout.id, '4242424242424242');
    const [delivery] = subject.takeDeliveries();
    const completed = await subject.payments.parseWebhook(delivery.body, delivery.signature);
    if (completed.type !== 'checkoutCompleted') throw new Error('no checkout');
    return completed;
  };

  it('finds the nine prices by lookup key once, and opens a subscription checkout with one line per element at its tier', async () => {
    await subscribed();
    const prices = subject.server.requests.filter((r) => r.path === '/v1/prices');
    expect(prices).toHaveLength(1);
    expect(Object.values(prices[0].params).filter((value) => value.startsWith('lorewright_'))).toHaveLength(9);
    expect(last('POST', '/v1/checkout/sessions').params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_timelines_1',
      'line_items[0][quantity]': '1',
      'line_items[1][price]': 'price_maps_2',
      client_reference_id: 'user-1',
      customer_email: 'zoe@example.com',
      'metadata[items]': 'timelines,maps',
      'subscription_data[metadata][userId]': 'user-1',
      success_url: 'http://lorewright.test/payment-success',
      cancel_url: 'http://lorewright.test/subscribe',
    });
  });

  it('asks for the pinned API version, the one the installed library is typed for, in every request', async () => {
    await subscribed();
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(new Set(subject.server.requests.map((r) => r.stripeVersion))).toEqual(new Set([STRIPE_API_VERSION]));
  });

  it('reuses a known customer instead of the e-mail', async () => {
    await subject.payments.createCheckout({
      customer: { userId: 'user-1', email: 'zoe@example.com', customerId: 'cus_known' },
      items: ['maps'],
      successUrl: 'http://lorewright.test/a',
      cancelUrl: 'http://lorewright.test/b',
    });
    const { params } = last('POST', '/v1/checkout/sessions');
    expect(params.customer).toBe('cus_known');
    expect(params.customer_email).toBeUndefined();
  });

  it('previews with the replacement items and the proration date, and changes with the matching proration behaviour', async () => {
    const { subscriptionId, period } = await subscribed();
    const prorationDate = period.start + 1000;
    await subject.payments.previewChange({ subscriptionId, newItems: ['timelines', 'maps', 'languages'], prorationDate });
    expect(last('POST', '/v1/invoices/create_preview').params).toMatchObject({
      subscription: subscriptionId,
      'subscription_details[proration_date]': String(prorationDate),
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[items][0][deleted]': 'true',
      'subscription_details[items][2][price]': 'price_timelines_1',
      'subscription_details[items][4][price]': 'price_languages_3',
    });
    await subject.payments.changeSubscription({ subscriptionId, newItems: ['timelines', 'maps', 'languages'], prorationDate, type: 'upgrade' });
    expect(last('POST', `/v1/subscriptions/${subscriptionId}`).params).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: String(prorationDate),
      payment_behavior: 'error_if_incomplete',
      'metadata[items]': 'timelines,maps,languages',
    });
    await subject.payments.changeSubscription({ subscriptionId, newItems: ['maps'], prorationDate, type: 'downgrade' });
    expect(subject.server.requests.find((r) => r.path === '/v1/subscription_schedules')?.params).toEqual({ from_subscription: subscriptionId });
    const schedule = last('POST', '/v1/subscription_schedules/');
    expect(schedule.params).toMatchObject({
      end_behavior: 'release',
      'phases[0][end_date]': String(period.end),
      'phases[0][items][2][price]': 'price_languages_3',
      'phases[1][items][0][price]': 'price_maps_1',
      'phases[1][proration_behavior]': 'none',
      'phases[1][metadata][items]': 'maps',
    });
    // Cancelling releases the schedule first: the plan ends anyway.
    await subject.payments.scheduleCancel({ subscriptionId });
    expect(last('POST', `${schedule.path}/release`)).toBeDefined();
  });

  it('cancels at period end, opens the billing portal and lists the customer invoices', async () => {
    const { subscriptionId, customerId } = await subscribed();
    await subject.payments.scheduleCancel({ subscriptionId });
    expect(last('POST', `/v1/subscriptions/${subscriptionId}`).params).toEqual({ cancel_at_period_end: 'true' });
    expect(subject.server.requests.some((r) => r.path.endsWith('/release'))).toBe(false);
    await subject.payments.openPortal({ customerId, returnUrl: 'http://lorewright.test/dashboard' });
    expect(last('POST', '/v1/billing_portal/sessions').params).toEqual({ customer: customerId, return_url: 'http://lorewright.test/dashboard' });
    const invoices = await subject.payments.listInvoices({ customerId });
    expect(last('GET', '/v1/invoices').params).toMatchObject({ customer: customerId });
    expect(invoices[0]).toMatchObject({ status: 'paid', amountPaid: 900, hostedInvoiceUrl: expect.stringMatching(/^https:/) });
  });

  it('makes one customer per person (an idempotency key per person), then lists and expires its open checkouts', async () => {
    const { customerId } = await subject.payments.customerFor({ userId: 'user-1', email: 'zoe@example.com' });
    expect(await subject.payments.customerFor({ userId: 'user-1', email: 'zoe@example.com' })).toEqual({ customerId });
    expect(subject.server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').map((r) => r.params)).toEqual([
      { email: 'zoe@example.com', 'metadata[userId]': 'user-1' },
      { email: 'zoe@example.com', 'metadata[userId]': 'user-1' },
    ]);
    // A remembered customer is looked up, not made again.
    expect(await subject.payments.customerFor({ userId: 'user-1', email: 'zoe@example.com', customerId })).toEqual({ customerId });
    expect(last('GET', '/v1/customers/').path).toBe(`/v1/customers/${customerId}`);
    const checkout = await subject.payments.createCheckout({
      customer: { userId: 'user-1', email: 'zoe@example.com', customerId },
      items: ['maps'],
      successUrl: 'http://lorewright.test/a',
      cancelUrl: 'http://lorewright.test/b',
    });
    await subject.payments.expireCheckouts({ customerId });
    expect(last('GET', '/v1/checkout/sessions').params).toMatchObject({ customer: customerId, status: 'open' });
    expect(last('POST', `/v1/checkout/sessions/${checkout.id}/expire`)).toBeDefined();
  });

  it('ends a subscription without proration or a last invoice, and refunds each paid invoice once, as a duplicate', async () => {
    const { subscriptionId } = await subscribed();
    await subject.payments.endSubscription({ subscriptionId, refund: true });
    expect(last('DELETE', `/v1/subscriptions/${subscriptionId}`).params).toEqual({ invoice_now: 'false', prorate: 'false' });
    await subject.payments.endSubscription({ subscriptionId, refund: true });
    expect(subject.server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(subject.server.refunds).toEqual([expect.objectContaining({ amount: 900, reason: 'duplicate', payment_intent: expect.stringMatching(/^pi_/) })]);
  });
});

describe('the stand-in’s webhooks for an endpoint on an API version before 2025-03-31', () => {
  it('are rendered in that version’s shape: the invoice names its subscription at its top, the subscription carries its period', async () => {
    const subject = await stripeUnderTest({ webhookApiVersion: '2025-02-24.acacia' });
    try {
      const checkout = await subject.payments.createCheckout({
        customer: { userId: 'user-1', email: 'zoe@example.com' },
        items: ['maps'],
        successUrl: 'http://lorewright.test/a',
        cancelUrl: 'http://lorewright.test/b',
      });
      subject.server.completeCheckout(checkout.id, '4242424242424242');
      const bodies = subject.takeDeliveries().map((delivery) => JSON.parse(delivery.body) as { type: string; data: { object: Record<string, unknown> } });
      const invoice = bodies.find((body) => body.type === 'invoice.paid')!.data.object;
      expect(invoice).toMatchObject({ subscription: expect.stringMatching(/^sub_/) });
      expect(invoice).not.toHaveProperty('parent');
      subject.server.markPastDue(String(invoice.subscription));
      const [updated] = subject.takeDeliveries().map((delivery) => JSON.parse(delivery.body) as { data: { object: { items: { data: object[] } } } });
      expect(updated.data.object).toMatchObject({ current_period_start: expect.any(Number), current_period_end: expect.any(Number) });
      expect(updated.data.object.items.data[0]).not.toHaveProperty('current_period_end');
    } finally {
      await subject.close();
    }
  });
});
