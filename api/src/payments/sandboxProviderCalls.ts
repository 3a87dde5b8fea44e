import { invalid, notFound } from '@lorewright/domain/shared/errors';
import type { ChangePreview, Payments } from './payments';
import { pricedItems } from './priceCatalog';
import type { SandboxLedger } from './sandboxLedger';
import { prorationPreview } from './sandboxProration';
import { endSandboxSubscription } from './sandboxRenewals';
import { newInvoice, sandboxId, stripeSubscription } from './sandboxShapes';
import { own, type SandboxCustomer, type SandboxSubscription } from './sandboxStore';
import { toBillingWebhook } from './stripeEvents';
import { toInvoice } from './stripeInvoices';
import { verifiedEvent } from './webhookSignature';

// The payments port as the sandbox answers it, in Stripe's terms: customers, checkouts,
// subscription changes with proration, cancellations, the portal, invoices and signed webhooks.
export const sandboxProviderCalls = (ledger: SandboxLedger): Omit<Payments, 'describe'> => {
  const { state, store, now, emit, commit, charge, liveSubscription, setCancel, baseUrl } = ledger;

  // The proration invoice, charged now; like Stripe's error_if_incomplete, a declined card
  // changes nothing.
  const chargeUpgrade = (subscription: SandboxSubscription, preview: ChangePreview, prorationDate: number) => {
    const period = { start: prorationDate, end: subscription.periodEnd };
    const invoice = newInvoice({
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      lines: preview.lines.map((line) => ({ ...line, period })),
      created: now(),
      baseUrl,
    });
    const card = own(state.customers, subscription.customerId)?.card;
    if (invoice.amount_due > 0 && (!card || card.chargesFail)) throw invalid('Your card was declined.');
    state.invoices[invoice.id] = invoice;
    charge(invoice);
  };

  // One customer per person: the remembered one, else the one this person already has here.
  const customerOfPerson = (userId: string, customerId?: string): SandboxCustomer | undefined =>
    (customerId ? own(state.customers, customerId) : undefined) ?? Object.values(state.customers).find((customer) => customer.userId === userId);

  const previewChange: Payments['previewChange'] = async ({ subscriptionId, newItems, prorationDate }) => {
    const subscription = liveSubscription(subscriptionId);
    return prorationPreview({
      oldItems: subscription.items,
      newItems,
      period: { start: subscription.periodStart, end: subscription.periodEnd },
      prorationDate,
    });
  };

  return {
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
      return { id, url: `${baseUrl}/sandbox/checkout/${id}` };
    },

    previewChange,

    async changeSubscription({ subscriptionId, newItems, prorationDate, type }) {
      const subscription = liveSubscription(subscriptionId);
      const elements = pricedItems(newItems).map((item) => item.element);
      // Either change replaces a pending downgrade.
      if (type === 'downgrade') {
        // Nothing charged or refunded now: the next renewal applies and bills the new items.
        subscription.pendingItems = elements;
      } else {
        chargeUpgrade(subscription, await previewChange({ subscriptionId, newItems, prorationDate }), prorationDate);
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
      return { url: `${baseUrl}/sandbox/portal/${id}` };
    },

    async listInvoices({ customerId }) {
      return Object.values(state.invoices)
        .filter((invoice) => invoice.customer === customerId)
        .sort((a, b) => b.created - a.created)
        .map(toInvoice);
    },

    async parseWebhook(rawBody, signatureHeader) {
      const event = verifiedEvent(rawBody, signatureHeader, ledger.options.webhookSecret);
      return toBillingWebhook(event, async (id) => {
        const subscription = own(state.subscriptions, id);
        if (!subscription) throw invalid('The webhook names a subscription the provider does not have.');
        return stripeSubscription(subscription);
      });
    },
  };
};
