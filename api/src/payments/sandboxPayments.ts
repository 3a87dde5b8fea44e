import { invalid, notFound } from '@lorewright/domain/shared/errors';
import { addMonth } from './billingPeriod';
import type { ChangePreview, Payments } from './payments';
import { pricedItems } from './priceCatalog';
import { checkCard, type CardInput } from './sandboxCards';
import { prorationPreview } from './sandboxProration';
import { endSandboxSubscription, settleDueSubscriptions } from './sandboxRenewals';
import { newInvoice, periodLines, sandboxId, stripeSubscription } from './sandboxShapes';
import { openSandboxStore, own, type SandboxCheckout, type SandboxCustomer, type SandboxInvoice, type SandboxSubscription } from './sandboxStore';
import { createWebhookOutbox, type DeliverWebhook } from './sandboxWebhookOutbox';
import { toBillingWebhook } from './stripeEvents';
import { toInvoice } from './stripeInvoices';
import { verifiedEvent } from './webhookSignature';

export interface SandboxPaymentsOptions {
  dataDir: string;
  webhookSecret: string;
  // Where the app serves the sandbox pages (PUBLIC_URL).
  baseUrl: string;
  // Posts one signed event to the app's webhook route.
  deliver: DeliverWebhook;
  onDeliveryError?: (error: unknown, eventType: string) => void;
  // The real clock in epoch seconds; the test clock runs ahead of it.
  realNow?: () => number;
}

// Stripe's hosted page says the same of an expired session.
export const CHECKOUT_EXPIRED = 'This checkout has expired: a newer one was opened. Please start again from Lorewright.';

export type CardResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

// The sandbox's own surface beyond the port: its pages' actions and the test clock.
export interface SandboxPayments extends Payments {
  now(): number;
  // Moves the test clock ahead: renewals are billed, scheduled cancellations end, unpaid
  // subscriptions expire after the grace days, each with its webhook.
  advanceClock(seconds: number): Promise<void>;
  checkoutPage(id: string): SandboxCheckout | undefined;
  payCheckout(id: string, card: CardInput): Promise<CardResult>;
  portalPage(id: string): { returnUrl: string; cardLast4: string | null; subscription: SandboxSubscription | null } | undefined;
  updateCard(portalId: string, card: CardInput): Promise<CardResult>;
  portalCancel(portalId: string, cancel: boolean): Promise<void>;
  invoicePage(id: string): SandboxInvoice | undefined;
  // The stored subscription, for tests.
  subscription(id: string): SandboxSubscription | undefined;
}

// The built-in provider: hosted checkout and portal pages served by the app, subscriptions,
// invoices and a test clock, durable under DATA_DIR, and Stripe-signed webhooks in Stripe's
// shapes — so the whole subscription flow runs offline through the same code as with Stripe.
export const createSandboxPayments = (options: SandboxPaymentsOptions): SandboxPayments => {
  const store = openSandboxStore(options.dataDir);
  const { state } = store;
  const outbox = createWebhookOutbox({ secret: options.webhookSecret, deliver: options.deliver, onDeliveryError: options.onDeliveryError });
  const realNow = options.realNow ?? (() => Math.floor(Date.now() / 1000));
  const now = () => realNow() + state.clockOffset;
  const emit = (type: string, object: unknown) => outbox.emit(type, object, now());

  // Saves, then sends what the change emitted: a webhook never tells of a state that is lost.
  const commit = async () => {
    store.save();
    await outbox.flush();
  };

  // Charges an invoice to the customer's saved card; a failed charge leaves it open.
  const charge = (invoice: SandboxInvoice): boolean => {
    const card = own(state.customers, invoice.customer)?.card;
    if (invoice.amount_due > 0 && (!card || card.chargesFail)) {
      emit('invoice.payment_failed', invoice);
      return false;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    emit('invoice.paid', invoice);
    return true;
  };

  const liveSubscription = (id: string) => {
    const subscription = own(state.subscriptions, id);
    if (!subscription) throw notFound('There is no such subscription.');
    if (subscription.status === 'canceled') throw invalid('The subscription has ended.');
    return subscription;
  };

  const customerSubscription = (customerId: string) =>
    Object.values(state.subscriptions).find((subscription) => subscription.customerId === customerId && subscription.status !== 'canceled') ?? null;

  const setCancel = async (subscription: SandboxSubscription, cancel: boolean) => {
    subscription.cancelAtPeriodEnd = cancel;
    emit('customer.subscription.updated', stripeSubscription(subscription));
    await commit();
  };

  // The proration invoice, charged now; like Stripe's error_if_incomplete, a declined card
  // changes nothing.
  const chargeUpgrade = (subscription: SandboxSubscription, preview: ChangePreview, prorationDate: number) => {
    const period = { start: prorationDate, end: subscription.periodEnd };
    const invoice = newInvoice({
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      lines: preview.lines.map((line) => ({ ...line, period })),
      created: now(),
      baseUrl: options.baseUrl,
    });
    const card = own(state.customers, subscription.customerId)?.card;
    if (invoice.amount_due > 0 && (!card || card.chargesFail)) throw invalid('Your card was declined.');
    state.invoices[invoice.id] = invoice;
    charge(invoice);
  };

  const settle = () => settleDueSubscriptions({ state, now: now(), emit, charge, baseUrl: options.baseUrl });

  // One customer per person: the remembered one, else the one this person already has here.
  const customerOfPerson = (userId: string, customerId?: string): SandboxCustomer | undefined =>
    (customerId ? own(state.customers, customerId) : undefined) ?? Object.values(state.customers).find((customer) => customer.userId === userId);

  return {
    describe: `sandbox (${options.dataDir})`,
    now,

    async customerFor({ userId, email, customerId }) {
      const known = customerOfPerson(userId, customerId);
      if (known) return { customerId: known.id };
      const id = sandboxId('cus');
      state.customers[id] = { id, userId, email, card: null };
      store.save();
      return { customerId: id };
    },

    async expireCheckouts({ customerId }) {
      const open = Object.values(state.checkouts).filter((checkout) => checkout.customerId === customerId && checkout.status === 'open');
      for (const checkout of open) checkout.status = 'expired';
      if (open.length > 0) store.save();
      return { expired: open.length };
    },

    async liveSubscriptions({ customerId }) {
      return Object.values(state.subscriptions)
        .filter((subscription) => subscription.customerId === customerId && subscription.status !== 'canceled')
        .map((subscription) => ({ id: subscription.id, status: subscription.status }));
    },

    async endSubscription({ subscriptionId, refund }) {
      const subscription = own(state.subscriptions, subscriptionId);
      if (!subscription) throw notFound('There is no such subscription.');
      if (subscription.status !== 'canceled') endSandboxSubscription({ state, emit }, subscription, now());
      let amountRefunded = 0;
      if (refund) {
        for (const invoice of Object.values(state.invoices)) {
          if (invoice.status !== 'paid' || invoice.parent?.subscription_details?.subscription !== subscriptionId) continue;
          invoice.amount_refunded = invoice.amount_paid;
          amountRefunded += invoice.amount_paid;
        }
      }
      await commit();
      return { amountRefunded };
    },

    async createCheckout({ customer, items, successUrl, cancelUrl }) {
      const elements = pricedItems(items).map((item) => item.element);
      const id = sandboxId('cs');
      state.checkouts[id] = {
        id,
        userId: customer.userId,
        email: customer.email,
        customerId: customer.customerId && own(state.customers, customer.customerId) ? customer.customerId : null,
        items: elements,
        successUrl,
        cancelUrl,
        status: 'open',
      };
      store.save();
      return { id, url: `${options.baseUrl}/sandbox/checkout/${id}` };
    },

    async previewChange({ subscriptionId, newItems, prorationDate }) {
      const subscription = liveSubscription(subscriptionId);
      return prorationPreview({
        oldItems: subscription.items,
        newItems,
        period: { start: subscription.periodStart, end: subscription.periodEnd },
        prorationDate,
      });
    },

    async changeSubscription({ subscriptionId, newItems, prorationDate, type }) {
      const subscription = liveSubscription(subscriptionId);
      const elements = pricedItems(newItems).map((item) => item.element);
      // Either change replaces a pending downgrade.
      if (type === 'downgrade') {
        // Nothing charged or refunded now: the next renewal applies and bills the new items.
        subscription.pendingItems = elements;
      } else {
        chargeUpgrade(subscription, await this.previewChange({ subscriptionId, newItems, prorationDate }), prorationDate);
        subscription.pendingItems = null;
        subscription.items = elements;
        emit('customer.subscription.updated', stripeSubscription(subscription));
      }
      await commit();
    },

    async scheduleCancel({ subscriptionId }) {
      await setCancel(liveSubscription(subscriptionId), true);
    },

    async undoCancel({ subscriptionId }) {
      await setCancel(liveSubscription(subscriptionId), false);
    },

    async openPortal({ customerId, returnUrl }) {
      if (!own(state.customers, customerId)) throw notFound('There is no such customer.');
      const id = sandboxId('bps');
      state.portals[id] = { id, customerId, returnUrl };
      store.save();
      return { url: `${options.baseUrl}/sandbox/portal/${id}` };
    },

    async listInvoices({ customerId }) {
      return Object.values(state.invoices)
        .filter((invoice) => invoice.customer === customerId)
        .sort((a, b) => b.created - a.created)
        .map(toInvoice);
    },

    async parseWebhook(rawBody, signatureHeader) {
      const event = verifiedEvent(rawBody, signatureHeader, options.webhookSecret);
      return toBillingWebhook(event, async (id) => {
        const subscription = own(state.subscriptions, id);
        if (!subscription) throw invalid('The webhook names a subscription the provider does not have.');
        return stripeSubscription(subscription);
      });
    },

    async advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) throw invalid('The test clock only moves forward.');
      state.clockOffset += Math.floor(seconds);
      settle();
      await commit();
    },

    checkoutPage: (id) => own(state.checkouts, id),

    async payCheckout(id, input) {
      const checkout = own(state.checkouts, id);
      if (!checkout) throw notFound('There is no such checkout.');
      if (checkout.status === 'expired') throw invalid(CHECKOUT_EXPIRED);
      if (checkout.status !== 'open') throw invalid('This checkout has already been paid.');
      const check = checkCard(input, now());
      // A card that declines the first charge is refused here, as Stripe's checkout refuses it.
      if (!check.ok) return check;
      if (check.card.chargesFail) return { ok: false, message: 'Your card was declined.' };
      const customerId = checkout.customerId ?? sandboxId('cus');
      state.customers[customerId] = {
        id: customerId,
        userId: checkout.userId,
        email: own(state.customers, customerId)?.email ?? checkout.email,
        card: check.card,
      };
      const start = now();
      const subscription: SandboxSubscription = {
        id: sandboxId('sub'),
        customerId,
        items: checkout.items,
        pendingItems: null,
        periodStart: start,
        periodEnd: addMonth(start),
        cancelAtPeriodEnd: false,
        status: 'active',
        unpaidSince: null,
        endedAt: null,
      };
      state.subscriptions[subscription.id] = subscription;
      const invoice = newInvoice({ customerId, subscriptionId: subscription.id, lines: periodLines(subscription), created: start, baseUrl: options.baseUrl });
      state.invoices[invoice.id] = invoice;
      checkout.status = 'complete';
      checkout.customerId = customerId;
      const metadata = { userId: checkout.userId, items: checkout.items.join(',') };
      emit('checkout.session.completed', {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: customerId,
        subscription: subscription.id,
        client_reference_id: checkout.userId,
        metadata,
      });
      charge(invoice);
      await commit();
      return { ok: true, redirectUrl: checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', id) };
    },

    portalPage(id) {
      const portal = own(state.portals, id);
      if (!portal) return undefined;
      const customer = own(state.customers, portal.customerId);
      return { returnUrl: portal.returnUrl, cardLast4: customer?.card?.last4 ?? null, subscription: customerSubscription(portal.customerId) };
    },

    async updateCard(portalId, input) {
      const portal = own(state.portals, portalId);
      const customer = portal && own(state.customers, portal.customerId);
      if (!portal || !customer) throw notFound('There is no such portal session.');
      const check = checkCard(input, now());
      if (!check.ok) return check;
      customer.card = check.card;
      // Open invoices are retried with the new card, as Stripe retries them.
      const subscription = customerSubscription(customer.id);
      const open = Object.values(state.invoices).filter((invoice) => invoice.customer === customer.id && invoice.status === 'open');
      if (open.length > 0 && open.every(charge) && subscription) {
        subscription.status = 'active';
        subscription.unpaidSince = null;
        emit('customer.subscription.updated', stripeSubscription(subscription));
      }
      await commit();
      return { ok: true, redirectUrl: `${options.baseUrl}/sandbox/portal/${portalId}` };
    },

    async portalCancel(portalId, cancel) {
      const portal = own(state.portals, portalId);
      const subscription = portal && customerSubscription(portal.customerId);
      if (!subscription) throw notFound('There is no subscription to change.');
      await setCancel(subscription, cancel);
    },

    invoicePage: (id) => own(state.invoices, id),
    subscription: (id) => own(state.subscriptions, id),
  };
};
