import { invalid, notFound } from '@lorewright/domain/shared/errors';
import { addMonth } from './billingPeriod';
import { checkCard } from './sandboxCards';
import type { SandboxLedger } from './sandboxLedger';
import type { SandboxPayments } from './sandboxPaymentsPort';
import { newInvoice, periodLines, sandboxId, stripeSubscription } from './sandboxShapes';
import { own, type SandboxSubscription } from './sandboxStore';

// Stripe's hosted page says the same of an expired session.
export const CHECKOUT_EXPIRED = 'This checkout has expired: a newer one was opened. Please start again from Lorewright.';

type HostedPages = Pick<SandboxPayments, 'checkoutPage' | 'payCheckout' | 'portalPage' | 'updateCard' | 'portalCancel' | 'invoicePage'>;

// What the sandbox's hosted pages (checkout, portal, invoice) read and do, as Stripe's own pages
// would: a paid checkout starts the subscription and bills its first period; the portal changes
// the card (retrying open invoices) or the cancellation.
export const sandboxHostedPages = ({ state, now, emit, commit, charge, customerSubscription, setCancel, baseUrl }: SandboxLedger): HostedPages => ({
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
    const invoice = newInvoice({ customerId, subscriptionId: subscription.id, lines: periodLines(subscription), created: start, baseUrl });
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
    return { ok: true, redirectUrl: `${baseUrl}/sandbox/portal/${portalId}` };
  },

  async portalCancel(portalId, cancel) {
    const portal = own(state.portals, portalId);
    const subscription = portal && customerSubscription(portal.customerId);
    if (!subscription) throw notFound('There is no subscription to change.');
    await setCancel(subscription, cancel);
  },

  invoicePage: (id) => own(state.invoices, id),
});
