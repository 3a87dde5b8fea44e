import { z } from 'zod';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { invalid } from '@lorewright/domain/shared/errors';
import type { BillingWebhook, Period } from './payments';
import { itemsFromLookupKeys, itemsFromMetadata } from './priceCatalog';
import { currentPeriod, invoiceSubscriptionRef } from './stripeVersionedFields';

// Reduces a Stripe-shaped event to a BillingWebhook. The sandbox emits events of the same
// shapes, so this is the one mapping for both adapters. A signed event is still only data: each
// event type billing acts on is checked against a schema of the fields read here before any is
// read, so a body with `data.object: null`, a missing field or a wrong type is a 400 (DomainError
// 'invalid') and changes nothing — never a 500. Event types billing does not act on need only an
// id and a type. Fields that Stripe's API version 2025-03-31 moved are read in both places
// (stripeVersionedFields.ts): an endpoint sends events in the version it was created with.

const id = z.string().min(1);
// Epoch seconds and cents, as the subscription events store them (billing.events.ts).
const seconds = z.number().int().nonnegative();
const cents = z.number().int();
// A field holding an id or, when expanded, the object.
const ref = z.union([id, z.object({ id })]);
const metadata = z.record(z.string(), z.string()).nullish();

const period = z.object({ start: seconds, end: seconds });

// A subscription item's price, as Stripe embeds it: its lookup key names the item (priceCatalog.ts).
const StripeLikePrice = z.object({ id: id.optional(), lookup_key: z.string().nullish() });

export const StripeLikeSubscription = z
  .object({
    id,
    customer: ref,
    status: z.string().optional(),
    cancel_at: seconds.nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    ended_at: seconds.nullish(),
    canceled_at: seconds.nullish(),
    metadata,
    // Before 2025-03-31 the current period is the subscription's; since, each item's.
    current_period_start: seconds.nullish(),
    current_period_end: seconds.nullish(),
    items: z.object({
      data: z
        .array(z.object({ current_period_start: seconds.nullish(), current_period_end: seconds.nullish(), price: StripeLikePrice.nullish() }))
        .min(1, 'the subscription has no items'),
    }),
  })
  .refine((subscription) => currentPeriod(subscription) !== null, { path: ['current_period_end'], message: 'the subscription names no current period' });
export type StripeLikeSubscription = z.infer<typeof StripeLikeSubscription>;

const StripeLikeCheckoutSession = z.object({
  mode: z.string().nullish(),
  customer: ref,
  subscription: z.union([id, StripeLikeSubscription]),
  client_reference_id: id,
  metadata: z.object({ items: z.string() }),
});

const StripeLikeInvoiceEvent = z.object({
  id,
  amount_paid: cents,
  amount_due: cents,
  created: seconds,
  due_date: seconds.nullish(),
  hosted_invoice_url: z.string().nullish(),
  period_start: seconds,
  period_end: seconds,
  parent: z.object({ subscription_details: z.object({ subscription: ref.nullish() }).nullish() }).nullish(),
  // Where the subscription was named before 2025-03-31.
  subscription: ref.nullish(),
  lines: z.object({ data: z.array(z.object({ period })) }),
});
type StripeLikeInvoiceEvent = z.infer<typeof StripeLikeInvoiceEvent>;

const StripeLikeEvent = z.object({ id, type: z.string().min(1), data: z.object({ object: z.unknown() }).nullish() });

// "data.object.subscription: Invalid input", from the first problem zod found.
const describe = (error: z.ZodError, prefix: string) => {
  const [issue] = error.issues;
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return m.webhookBody(`${path}: ${issue.message}`);
};

const parsed = <T>(schema: z.ZodType<T>, value: unknown, prefix: string): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(describe(result.error, prefix));
  return result.data;
};

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

// Parsed subscriptions name a period (the schema refuses one without).
export const subscriptionPeriod = (subscription: StripeLikeSubscription): Period => {
  const current = currentPeriod(subscription);
  if (!current) throw invalid(m.webhookBody('current_period_end: the subscription names no current period'));
  return current;
};

// The items a subscription bills: its metadata names them (the checkout and every change made
// here write it); one whose metadata does not (changed in Stripe's dashboard, say) still bills
// prices whose lookup keys name them.
const subscriptionItems = (subscription: StripeLikeSubscription) => {
  const named = itemsFromMetadata(subscription.metadata?.items);
  return named.length > 0 ? named : itemsFromLookupKeys(subscription.items.data.map((item) => item.price?.lookup_key));
};

// A subscription invoice's service period is its lines' (the invoice's own period_* are the
// previous period's on a renewal).
const invoiceEventPeriod = (invoice: StripeLikeInvoiceEvent): Period => {
  const periods = invoice.lines.data.map((line) => line.period);
  if (periods.length === 0) return { start: invoice.period_start, end: invoice.period_end };
  return { start: Math.min(...periods.map((p) => p.start)), end: Math.max(...periods.map((p) => p.end)) };
};

const invoiceSubscription = (invoice: StripeLikeInvoiceEvent) => {
  const subscription = invoiceSubscriptionRef(invoice);
  return subscription ? idOf(subscription) : null;
};

const checkoutItems = (value: string) => {
  const items = itemsFromMetadata(value);
  if (items.length === 0) throw invalid(m.webhookBody('data.object.metadata.items: names no product'));
  return items;
};

export const toBillingWebhook = async (
  body: unknown,
  // The checkout event names its subscription by id: its period and items are read from it.
  retrieveSubscription: (id: string) => Promise<unknown>,
): Promise<BillingWebhook> => {
  const event = parsed(StripeLikeEvent, body, '');
  const eventId = event.id;
  const object = event.data?.object;
  const ignored: BillingWebhook = { type: 'ignored', eventId, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = parsed(StripeLikeCheckoutSession, object, 'data.object');
      // Only subscription checkouts are billing's; Lorewright opens no other kind.
      if (session.mode && session.mode !== 'subscription') return ignored;
      const subscription =
        typeof session.subscription === 'string'
          ? parsed(StripeLikeSubscription, await retrieveSubscription(session.subscription), 'subscription')
          : session.subscription;
      return {
        type: 'checkoutCompleted',
        eventId,
        userId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: subscription.id,
        items: checkoutItems(session.metadata.items),
        period: subscriptionPeriod(subscription),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = parsed(StripeLikeInvoiceEvent, object, 'data.object');
      const subscriptionId = invoiceSubscription(invoice);
      // An invoice of no subscription (a one-off) is not billing's.
      if (subscriptionId === null) return ignored;
      if (event.type === 'invoice.paid') {
        return {
          type: 'invoicePaid',
          eventId,
          invoiceId: invoice.id,
          subscriptionId,
          amountPaid: invoice.amount_paid,
          period: invoiceEventPeriod(invoice),
          hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        };
      }
      return {
        type: 'invoicePaymentFailed',
        eventId,
        invoiceId: invoice.id,
        subscriptionId,
        amountDue: invoice.amount_due,
        dueDate: invoice.due_date ?? invoice.created,
      };
    }
    case 'customer.subscription.updated': {
      const subscription = parsed(StripeLikeSubscription, object, 'data.object');
      const current = subscriptionPeriod(subscription);
      return {
        type: 'subscriptionUpdated',
        eventId,
        subscriptionId: subscription.id,
        items: subscriptionItems(subscription),
        cancelAt: subscription.cancel_at ?? (subscription.cancel_at_period_end ? current.end : null),
        period: current,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = parsed(StripeLikeSubscription, object, 'data.object');
      return {
        type: 'subscriptionEnded',
        eventId,
        subscriptionId: subscription.id,
        endedAt: subscription.ended_at ?? subscription.canceled_at ?? subscriptionPeriod(subscription).end,
      };
    }
    default:
      return ignored;
  }
};
