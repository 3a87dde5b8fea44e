import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { invalid } from '@lorewright/domain/shared/errors';
import type { ChangeRequest, Payments } from './payments';
import { ALL_PRICE_LOOKUP_KEYS, itemsToMetadata, pricedItems, type PricedItem } from './priceCatalog';
import { STRIPE_API_VERSION } from './stripeApiVersion';
import { toBillingWebhook } from './stripeEvents';
import { idOf, toInvoice } from './stripeInvoices';
import { verifiedEvent } from './webhookSignature';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  // Only tests point the client elsewhere (a local stand-in for the Stripe API).
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

// The new items replace every current one: each element's price depends on its tier.
const replacementItems = ({ subscription, prices }: { subscription: Stripe.Subscription; prices: string[] }) => [
  ...subscription.items.data.map((item) => ({ id: item.id, deleted: true })),
  ...prices.map((price) => ({ price, quantity: 1 })),
];

// Subscription statuses Stripe no longer bills: everything else (active, past_due, unpaid,
// trialing, incomplete, paused) is a live subscription.
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

// Stripe's answer for an id it does not know (a deleted customer, another account's object).
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

// Refunds still standing (not failed or canceled), in cents.
const refundedAmount = (refunds: Stripe.Refund[]) =>
  refunds.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled').reduce((sum, refund) => sum + refund.amount, 0);

// The Stripe adapter: Checkout Sessions for new subscriptions, subscription updates with
// proration, the preview invoice for the proration preview, the billing portal. Prices are
// found by their lookup keys (priceCatalog.ts), so the same code runs in test and live mode.
export const createStripePayments = ({ secretKey, webhookSecret, host, port, protocol }: StripePaymentsOptions): Payments => {
  const stripe = new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, host, port, protocol, maxNetworkRetries: 2 });
  let priceIds: Promise<Map<string, string>> | undefined;

  const loadPriceIds = async () => {
    const prices = await stripe.prices.list({ lookup_keys: ALL_PRICE_LOOKUP_KEYS, active: true, limit: 100 });
    const ids = new Map(prices.data.flatMap((price) => (price.lookup_key ? [[price.lookup_key, price.id] as const] : [])));
    const missing = ALL_PRICE_LOOKUP_KEYS.filter((key) => !ids.has(key));
    if (missing.length > 0) throw new Error(`Stripe has no active price with the lookup key ${missing.join(', ')}.`);
    return ids;
  };

  const priceIdsOf = async (items: PricedItem[]) => {
    // A failed look-up is retried on the next call rather than remembered.
    priceIds ??= loadPriceIds().catch((error: unknown) => {
      priceIds = undefined;
      throw error;
    });
    const ids = await priceIds;
    return items.map((item) => ids.get(item.lookupKey)!);
  };

  // The subscription and the prices of its new items.
  const changing = async (subscriptionId: string, newItems: ChangeRequest['newItems']) => {
    const priced = pricedItems(newItems);
    const [subscription, prices] = await Promise.all([stripe.subscriptions.retrieve(subscriptionId), priceIdsOf(priced)]);
    return { subscription, prices, metadata: { ...subscription.metadata, items: itemsToMetadata(priced.map((item) => item.element)) } };
  };

  // Refunds whatever of one invoice payment is not refunded yet; answers what is refunded of it
  // now. The key makes a retry of the same refund (a redelivered webhook) one refund at Stripe.
  const refundPayment = async (payment: Stripe.InvoicePayment, subscriptionId: string) => {
    const paid = payment.amount_paid ?? 0;
    const { payment_intent: intent, charge } = payment.payment;
    if (paid <= 0 || (!intent && !charge)) return 0;
    const target = intent ? { payment_intent: idOf(intent) } : { charge: idOf(charge) };
    const already = refundedAmount((await stripe.refunds.list({ ...target, limit: 100 })).data);
    if (already >= paid) return paid;
    await stripe.refunds.create(
      { ...target, amount: paid - already, reason: 'duplicate', metadata: { subscriptionId } },
      { idempotencyKey: `lorewright-refund-${payment.id}-${already}` },
    );
    return paid;
  };

  return {
    describe: 'stripe',

    async customerFor({ userId, email, customerId }) {
      if (customerId) {
        const known = await stripe.customers.retrieve(customerId).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (known && !known.deleted) return { customerId };
      }
      // Concurrent first checkouts of one person (same address) make one customer: Stripe answers
      // a repeated idempotency key with the first answer for 24 hours; after that the id is ours.
      const person = createHash('sha256').update(`${userId}\n${email}`).digest('hex').slice(0, 32);
      const created = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `lorewright-customer-${person}` });
      return { customerId: created.id };
    },

    async expireCheckouts({ customerId }) {
      let expired = 0;
      for await (const session of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
        try {
          await stripe.checkout.sessions.expire(session.id);
          expired++;
        } catch (error) {
          // Completed (or expired) since it was listed: no longer payable, which is the point.
          if ((await stripe.checkout.sessions.retrieve(session.id)).status === 'open') throw error;
        }
      }
      return { expired };
    },

    async liveSubscriptions({ customerId }) {
      const live = [];
      for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        if (!ENDED_STATUSES.includes(subscription.status)) live.push({ id: subscription.id, status: subscription.status });
      }
      return live;
    },

    async endSubscription({ subscriptionId, refund }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (!ENDED_STATUSES.includes(subscription.status)) {
        // A schedule (a pending downgrade) would own the subscription's end.
        if (subscription.schedule) await stripe.subscriptionSchedules.release(idOf(subscription.schedule));
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      }
      if (!refund) return { amountRefunded: 0 };
      let amountRefunded = 0;
      for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 })) {
        for await (const payment of stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 100 })) {
          amountRefunded += await refundPayment(payment, subscriptionId);
        }
      }
      return { amountRefunded };
    },

    async createCheckout({ customer, items, successUrl, cancelUrl }) {
      const priced = pricedItems(items);
      const prices = await priceIdsOf(priced);
      const metadata = { userId: customer.userId, items: itemsToMetadata(priced.map((item) => item.element)) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: prices.map((price) => ({ price, quantity: 1 })),
        client_reference_id: customer.userId,
        ...(customer.customerId ? { customer: customer.customerId } : { customer_email: customer.email }),
        metadata,
        subscription_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url.');
      return { id: session.id, url: session.url };
    },

    async previewChange({ subscriptionId, newItems, prorationDate }) {
      const invoice = await stripe.invoices.createPreview({
        subscription: subscriptionId,
        subscription_details: {
          items: replacementItems(await changing(subscriptionId, newItems)),
          proration_date: prorationDate,
          proration_behavior: 'always_invoice',
        },
      });
      return {
        lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
        amountDue: Math.max(0, invoice.amount_due),
      };
    },

    async changeSubscription({ subscriptionId, newItems, prorationDate, type }) {
      const change = await changing(subscriptionId, newItems);
      const { subscription, prices, metadata } = change;
      // A new change replaces a pending downgrade.
      if (subscription.schedule) await stripe.subscriptionSchedules.release(idOf(subscription.schedule));
      if (type === 'upgrade') {
        // Invoiced and charged at once; a declined card leaves the subscription unchanged.
        await stripe.subscriptions.update(subscriptionId, {
          items: replacementItems(change),
          metadata,
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          payment_behavior: 'error_if_incomplete',
        });
        return;
      }
      // A downgrade is a schedule: the current items until the period ends, then the new ones
      // (whose phase metadata becomes the subscription's, so its webhook reports the new items).
      const [current] = subscription.items.data;
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: subscription.items.data.map((item) => ({ price: item.price.id, quantity: 1 })),
            start_date: schedule.current_phase?.start_date ?? current.current_period_start,
            end_date: current.current_period_end,
            metadata: subscription.metadata,
          },
          { items: prices.map((price) => ({ price, quantity: 1 })), duration: { interval: 'month', interval_count: 1 }, proration_behavior: 'none', metadata },
        ],
      });
    },

    async scheduleCancel({ subscriptionId }) {
      // A schedule (a pending downgrade) would own the subscription's end: the plan ends anyway.
      const { schedule } = await stripe.subscriptions.retrieve(subscriptionId);
      if (schedule) await stripe.subscriptionSchedules.release(idOf(schedule));
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async undoCancel({ subscriptionId }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },

    async openPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async listInvoices({ customerId }) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 });
      return invoices.data.map(toInvoice);
    },

    async parseWebhook(rawBody, signatureHeader) {
      const event = verifiedEvent(rawBody, signatureHeader, webhookSecret);
      return toBillingWebhook(event, (id) =>
        stripe.subscriptions.retrieve(id).catch((error: unknown) => {
          // A signed event naming a subscription Stripe does not have is a bad event, not an outage.
          if (isMissing(error)) throw invalid('The webhook names a subscription the provider does not have.');
          throw error;
        }),
      );
    },
  };
};
