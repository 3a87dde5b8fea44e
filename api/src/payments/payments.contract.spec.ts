import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { DomainError } from '@lorewright/domain/shared/errors';
import type { BillingWebhook } from './payments';
import { sandboxUnderTest, stripeUnderTest, type PaymentsUnderTest } from './paymentsHarness';

const customer = { userId: 'user-1', email: 'zoe@example.com' };
const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const paymentsContract = (name: string, open: () => Promise<PaymentsUnderTest>) =>
  describe(`Payments contract: ${name}`, () => {
    let subject: PaymentsUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.close();
    });

    const received = async () => {
      const webhooks: BillingWebhook[] = [];
      for (const { body, signature } of subject.takeDeliveries()) webhooks.push(await subject.payments.parseWebhook(body, signature));
      return webhooks;
    };

    // A paid checkout, and what its webhooks said.
    const subscribe = async (items: PaidElement[]) => {
      const checkout = await subject.payments.createCheckout({ customer, items, ...urls });
      await subject.completeCheckout(checkout.id, GOOD_CARD);
      const webhooks = await received();
      const completed = webhooks.find((webhook) => webhook.type === 'checkoutCompleted');
      if (completed?.type !== 'checkoutCompleted') throw new Error('no checkout webhook');
      return { completed, webhooks, midPeriod: (completed.period.start + completed.period.end) / 2 };
    };

    it('creates a hosted checkout and, once paid, reports the subscription and its first paid invoice', async () => {
      const checkout = await subject.payments.createCheckout({ customer, items: ['maps', 'timelines'], ...urls });
      expect(checkout.url).toMatch(/^https?:\/\//);
      await subject.completeCheckout(checkout.id, GOOD_CARD);
      const webhooks = await received();
      const completed = webhooks.find((webhook) => webhook.type === 'checkoutCompleted');
      expect(completed).toMatchObject({ userId: 'user-1', items: ['timelines', 'maps'], customerId: expect.any(String), subscriptionId: expect.any(String) });
      if (completed?.type !== 'checkoutCompleted') return;
      expect(completed.period.end).toBeGreaterThan(completed.period.start);
      expect(webhooks).toContainEqual(expect.objectContaining({ type: 'invoicePaid', subscriptionId: completed.subscriptionId, amountPaid: 900 }));
      const invoices = await subject.payments.listInvoices({ customerId: completed.customerId });
      expect(invoices).toEqual([expect.objectContaining({ status: 'paid', amountPaid: 900, subscriptionId: completed.subscriptionId })]);
    });

    it('refuses a checkout with nothing, or something unknown, selected', async () => {
      await expect(subject.payments.createCheckout({ customer, items: [], ...urls })).rejects.toMatchObject({ kind: 'invalid' });
      await expect(subject.payments.createCheckout({ customer, items: ['wikis' as PaidElement], ...urls })).rejects.toMatchObject({ kind: 'invalid' });
    });

    it('grants nothing when the card is declined', async () => {
      const checkout = await subject.payments.createCheckout({ customer, items: ['maps'], ...urls });
      await subject.completeCheckout(checkout.id, DECLINED_CARD);
      expect(subject.takeDeliveries()).toEqual([]);
    });

    it('previews an upgrade as the difference of the monthly totals for the rest of the period', async () => {
      const { completed, midPeriod } = await subscribe(['timelines', 'maps']);
      const preview = await subject.payments.previewChange({
        subscriptionId: completed.subscriptionId,
        newItems: ['timelines', 'maps', 'languages'],
        prorationDate: midPeriod,
      });
      // (12.00 − 9.00) × ½
      expect(preview.amountDue).toBe(150);
      expect(preview.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(150);
      expect(preview.lines.some((line) => line.amount < 0)).toBe(true);
    });

    it('counts a negative amount due (a downgrade preview) as 0', async () => {
      const { completed, midPeriod } = await subscribe(['timelines', 'maps']);
      const preview = await subject.payments.previewChange({ subscriptionId: completed.subscriptionId, newItems: ['maps'], prorationDate: midPeriod });
      expect(preview.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(-200);
      expect(preview.amountDue).toBe(0);
    });

    it('charges an upgrade now, prorated, and reports the new items', async () => {
      const { completed, midPeriod } = await subscribe(['timelines']);
      const { subscriptionId } = completed;
      await subject.payments.changeSubscription({ subscriptionId, newItems: ['timelines', 'maps'], prorationDate: midPeriod, type: 'upgrade' });
      const webhooks = await received();
      expect(webhooks).toContainEqual(expect.objectContaining({ type: 'invoicePaid', subscriptionId, amountPaid: 200 }));
      expect(webhooks).toContainEqual(expect.objectContaining({ type: 'subscriptionUpdated', subscriptionId, items: ['timelines', 'maps'], cancelAt: null }));
    });

    it('charges nothing for a downgrade and keeps the current items until the period ends', async () => {
      const { completed, midPeriod } = await subscribe(['timelines', 'maps']);
      const { subscriptionId } = completed;
      await subject.payments.changeSubscription({ subscriptionId, newItems: ['maps'], prorationDate: midPeriod, type: 'downgrade' });
      const webhooks = await received();
      expect(webhooks.filter((webhook) => webhook.type === 'invoicePaid')).toEqual([]);
      expect(webhooks.filter((webhook) => webhook.type === 'subscriptionUpdated' && webhook.items.join() !== 'timelines,maps')).toEqual([]);
      expect(await subject.payments.listInvoices({ customerId: completed.customerId })).toHaveLength(1);
    });

    it('lets an upgrade replace a pending downgrade', async () => {
      const { completed, midPeriod } = await subscribe(['timelines', 'maps']);
      const { subscriptionId } = completed;
      await subject.payments.changeSubscription({ subscriptionId, newItems: ['maps'], prorationDate: midPeriod, type: 'downgrade' });
      await subject.payments.changeSubscription({ subscriptionId, newItems: ['timelines', 'maps', 'languages'], prorationDate: midPeriod, type: 'upgrade' });
      const webhooks = await received();
      expect(webhooks).toContainEqual(expect.objectContaining({ type: 'invoicePaid', amountPaid: 150 }));
      expect(webhooks.at(-1)).toMatchObject({ type: 'subscriptionUpdated', items: ['timelines', 'maps', 'languages'] });
    });

    it('schedules a cancellation at period end and undoes it', async () => {
      const { completed } = await subscribe(['maps']);
      const { subscriptionId } = completed;
      await subject.payments.scheduleCancel({ subscriptionId });
      expect(await received()).toContainEqual(expect.objectContaining({ type: 'subscriptionUpdated', subscriptionId, cancelAt: completed.period.end }));
      await subject.payments.undoCancel({ subscriptionId });
      expect(await received()).toContainEqual(expect.objectContaining({ type: 'subscriptionUpdated', subscriptionId, cancelAt: null }));
    });

    it('opens a portal for the customer', async () => {
      const { completed } = await subscribe(['maps']);
      const portal = await subject.payments.openPortal({ customerId: completed.customerId, returnUrl: 'http://lorewright.test/dashboard/manage-subscription' });
      expect(portal.url).toMatch(/^https?:\/\//);
    });

    it('refuses a forged, tampered or stale signature with a 400-kind error', async () => {
      const checkout = await subject.payments.createCheckout({ customer, items: ['maps'], ...urls });
      await subject.completeCheckout(checkout.id, GOOD_CARD);
      const [delivery] = subject.takeDeliveries();
      const forged = Stripe.webhooks.generateTestHeaderString({ payload: delivery.body, secret: 'whsec_someone_else' });
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload: delivery.body,
        secret: subject.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      for (const [body, signature] of [
        [delivery.body, forged],
        [delivery.body.replace('user-1', 'user-2'), delivery.signature],
        [delivery.body, stale],
        [delivery.body, 'nonsense'],
      ]) {
        const refusal = await subject.payments.parseWebhook(body, signature).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(DomainError);
        expect(refusal).toMatchObject({ kind: 'invalid' });
      }
    });

    it('keeps one customer per person, and opens a checkout for that customer', async () => {
      const { customerId } = await subject.payments.customerFor(customer);
      expect(await subject.payments.customerFor(customer)).toEqual({ customerId });
      expect(await subject.payments.customerFor({ ...customer, customerId })).toEqual({ customerId });
      const checkout = await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['maps'], ...urls });
      expect(await subject.completeCheckout(checkout.id, GOOD_CARD)).toBe(true);
      expect(await received()).toContainEqual(expect.objectContaining({ type: 'checkoutCompleted', customerId }));
    });

    it('expires every unfinished checkout of the customer: none of them can be paid any more, a new one can', async () => {
      const { customerId } = await subject.payments.customerFor(customer);
      const first = await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['maps'], ...urls });
      const second = await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['maps', 'timelines'], ...urls });
      expect(await subject.payments.expireCheckouts({ customerId })).toEqual({ expired: 2 });
      expect(await subject.completeCheckout(first.id, GOOD_CARD)).toBe(false);
      expect(await subject.completeCheckout(second.id, GOOD_CARD)).toBe(false);
      expect(subject.takeDeliveries()).toEqual([]);
      expect(await subject.payments.liveSubscriptions({ customerId })).toEqual([]);
      expect(await subject.payments.expireCheckouts({ customerId })).toEqual({ expired: 0 });
      const third = await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['maps'], ...urls });
      expect(await subject.completeCheckout(third.id, GOOD_CARD)).toBe(true);
    });

    it('lists the live subscriptions of a customer, an unpaid (past_due) one included, and no ended one', async () => {
      const { completed } = await subscribe(['maps']);
      const { customerId, subscriptionId } = completed;
      expect(await subject.payments.liveSubscriptions({ customerId })).toEqual([{ id: subscriptionId, status: 'active' }]);
      await subject.markPastDue(subscriptionId);
      expect(await subject.payments.liveSubscriptions({ customerId })).toEqual([{ id: subscriptionId, status: 'past_due' }]);
      await received();
      expect(await subject.payments.endSubscription({ subscriptionId, refund: false })).toEqual({ amountRefunded: 0 });
      expect(await received()).toContainEqual(expect.objectContaining({ type: 'subscriptionEnded', subscriptionId }));
      expect(await subject.payments.liveSubscriptions({ customerId })).toEqual([]);
    });

    it('ends a duplicate subscription at once and refunds what it was charged, once however often asked', async () => {
      // Two checkouts of one customer, both paid (opened before either could be expired).
      const { customerId } = await subject.payments.customerFor(customer);
      const [first, second] = [
        await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['maps'], ...urls }),
        await subject.payments.createCheckout({ customer: { ...customer, customerId }, items: ['timelines', 'maps'], ...urls }),
      ];
      expect([await subject.completeCheckout(first.id, GOOD_CARD), await subject.completeCheckout(second.id, GOOD_CARD)]).toEqual([true, true]);
      const [completed, duplicate] = (await received()).filter((webhook) => webhook.type === 'checkoutCompleted');
      if (duplicate?.type !== 'checkoutCompleted' || completed.type !== 'checkoutCompleted') throw new Error('no checkout webhooks');
      const { subscriptionId } = duplicate;
      expect(await subject.payments.endSubscription({ subscriptionId, refund: true })).toEqual({ amountRefunded: 900 });
      expect(await received()).toContainEqual(expect.objectContaining({ type: 'subscriptionEnded', subscriptionId }));
      expect(await subject.payments.endSubscription({ subscriptionId, refund: true })).toEqual({ amountRefunded: 900 });
      expect(await received()).toEqual([]);
      expect(await subject.payments.liveSubscriptions({ customerId: completed.customerId })).toEqual([{ id: completed.subscriptionId, status: 'active' }]);
    });

    it('refuses a signed event of a type billing reads whose body is not what it reads, with a 400-kind error', async () => {
      await subscribe(['maps']);
      const signed = (event: object) => {
        const body = JSON.stringify({ id: 'evt_malformed', object: 'event', type: 'checkout.session.completed', created: 1, ...event });
        return [body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: subject.webhookSecret })] as const;
      };
      const session = { customer: 'cus_1', subscription: 'sub_1', client_reference_id: 'user-1', metadata: { items: 'maps' } };
      const subscription = { id: 'sub_1', customer: 'cus_1', metadata: {}, items: { data: [{ current_period_start: 1, current_period_end: 2 }] } };
      const invoice = { id: 'in_1', amount_paid: 500, amount_due: 500, created: 1, period_start: 1, period_end: 2, lines: { data: [] } };
      for (const event of [
        { data: { object: null } },
        { data: null },
        {},
        { data: { object: { ...session, client_reference_id: undefined } } },
        { data: { object: { ...session, subscription: 42 } } },
        { data: { object: { ...session, metadata: { items: 'dragons' } } } },
        { data: { object: { ...session, subscription: 'sub_nobody_has' } } },
        { type: 'invoice.paid', data: { object: null } },
        { type: 'invoice.paid', data: { object: { ...invoice, amount_paid: '500' } } },
        { type: 'invoice.payment_failed', data: { object: { ...invoice, lines: null } } },
        { type: 'customer.subscription.updated', data: { object: { ...subscription, items: { data: [] } } } },
        { type: 'customer.subscription.deleted', data: { object: { ...subscription, id: '' } } },
        { id: '', data: { object: session } },
        { type: 42, data: { object: session } },
      ]) {
        const refusal = await subject.payments.parseWebhook(...signed(event)).catch((error: unknown) => error);
        expect({ event, refusal }).toEqual({ event, refusal: expect.any(DomainError) });
        expect(refusal).toMatchObject({ kind: 'invalid' });
      }
      // An event billing does not act on needs no particular body.
      expect(await subject.payments.parseWebhook(...signed({ type: 'customer.created', data: { object: null } }))).toEqual({
        type: 'ignored',
        eventId: 'evt_malformed',
        providerType: 'customer.created',
      });
    });

    it('reports a redelivered event with the same event id, so the caller can drop it', async () => {
      const checkout = await subject.payments.createCheckout({ customer, items: ['maps'], ...urls });
      await subject.completeCheckout(checkout.id, GOOD_CARD);
      const [delivery] = subject.takeDeliveries();
      const first = await subject.payments.parseWebhook(delivery.body, delivery.signature);
      const again = await subject.payments.parseWebhook(Buffer.from(delivery.body), delivery.signature);
      expect(again).toEqual(first);
      expect(first.eventId).toMatch(/^evt_/);
    });
  });

paymentsContract('sandbox', sandboxUnderTest);
paymentsContract('stripe (local stand-in for the Stripe API)', stripeUnderTest);
// A webhook endpoint created with an API version before 2025-03-31 gets the older event shapes.
paymentsContract('stripe, webhook endpoint on API version 2025-02-24.acacia', () => stripeUnderTest({ webhookApiVersion: '2025-02-24.acacia' }));
