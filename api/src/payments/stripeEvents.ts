import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { invalid } from '@lorewright/domain/shared/errors';
import type { BillingWebhook, Period } from './payments';
import { itemsFromMetadata } from './priceCatalog';
import { idOf, invoicePeriod, type StripeLikeInvoice } from './stripeInvoices';

// Reduces a Stripe-shaped event to a BillingWebhook. The sandbox emits events of the same
// shapes, so this is the one mapping for both adapters. Only the fields read here are typed.
export interface StripeLikeSubscription {
  id: string;
  customer: string | { id: string };
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string> | null;
  items: { data: { current_period_start: number; current_period_end: number }[] };
}

interface StripeLikeCheckoutSession {
  customer: string | { id: string } | null;
  subscription: string | StripeLikeSubscription | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

interface StripeLikeEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

export const subscriptionPeriod = (subscription: StripeLikeSubscription): Period => {
  const [item] = subscription.items.data;
  if (!item) throw invalid('The subscription has no items.');
  return { start: item.current_period_start, end: item.current_period_end };
};

const subscriptionItems = (subscription: StripeLikeSubscription): PaidElement[] => itemsFromMetadata(subscription.metadata?.items);

const invoiceSubscription = (invoice: StripeLikeInvoice) => idOf(invoice.parent?.subscription_details?.subscription);

export const toBillingWebhook = async (
  event: StripeLikeEvent,
  // The checkout event names its subscription by id: its period and items are read from it.
  retrieveSubscription: (id: string) => Promise<StripeLikeSubscription>,
): Promise<BillingWebhook> => {
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as StripeLikeCheckoutSession;
      const subscription = typeof session.subscription === 'string' ? await retrieveSubscription(session.subscription) : session.subscription;
      if (!subscription || !session.client_reference_id) throw invalid('The checkout names no subscription or user.');
      return {
        type: 'checkoutCompleted',
        eventId,
        userId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: subscription.id,
        items: itemsFromMetadata(session.metadata?.items),
        period: subscriptionPeriod(subscription),
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object as StripeLikeInvoice;
      return {
        type: 'invoicePaid',
        eventId,
        invoiceId: invoice.id,
        subscriptionId: invoiceSubscription(invoice),
        amountPaid: invoice.amount_paid,
        period: invoicePeriod(invoice),
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as StripeLikeInvoice;
      return {
        type: 'invoicePaymentFailed',
        eventId,
        invoiceId: invoice.id,
        subscriptionId: invoiceSubscription(invoice),
        amountDue: invoice.amount_due,
        dueDate: invoice.due_date ?? invoice.created,
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object as StripeLikeSubscription;
      const period = subscriptionPeriod(subscription);
      return {
        type: 'subscriptionUpdated',
        eventId,
        subscriptionId: subscription.id,
        items: subscriptionItems(subscription),
        cancelAt: subscription.cancel_at ?? (subscription.cancel_at_period_end ? period.end : null),
        period,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object as StripeLikeSubscription & { ended_at?: number | null; canceled_at?: number | null };
      return {
        type: 'subscriptionEnded',
        eventId,
        subscriptionId: subscription.id,
        endedAt: subscription.ended_at ?? subscription.canceled_at ?? subscriptionPeriod(subscription).end,
      };
    }
    default:
      return { type: 'ignored', eventId, providerType: event.type };
  }
};
