// Webhook events as Stripe sends them to an endpoint created with an API version before
// 2025-03-31 (2025-02-24.acacia) and with one since (2025-03-31.basil and later): the same
// renewal of a plan of timelines and maps, in each shape, with the fields Stripe's API reference
// gives those objects (trimmed of ones billing never reads).
export const PERIOD = { start: 1_767_225_600, end: 1_769_904_000 };
const CREATED = PERIOD.start + 120;
const PREVIOUS_START = 1_764_547_200;
export const SUBSCRIPTION_ID = 'sub_1QxRenewal0000000000000';
const CUSTOMER_ID = 'cus_RzRenewal000000';

const price = (element: string, tier: number, unitAmount: number) => ({
  id: `price_1Qx${element}Tier${tier}`,
  object: 'price',
  active: true,
  currency: 'usd',
  lookup_key: `lorewright_${element}_tier${tier}`,
  metadata: {},
  product: `prod_Rz${element}`,
  recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
  type: 'recurring',
  unit_amount: unitAmount,
});
const PRICES = [price('timelines', 1, 500), price('maps', 2, 400)];
const METADATA = { items: 'timelines,maps', userId: 'user-1' };

const event = <T>(apiVersion: string, type: string, object: T) => ({
  id: `evt_1Qx${type.replace(/\W/g, '')}${apiVersion.slice(0, 4)}`,
  object: 'event',
  api_version: apiVersion,
  created: CREATED,
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

// Invoice lines: one per price, for the period billed.
const lines = (invoiceId: string, older: boolean) => ({
  object: 'list',
  data: PRICES.map((linePrice, n) => ({
    id: `il_1Qx${n}`,
    object: 'line_item',
    amount: linePrice.unit_amount,
    currency: 'usd',
    description: `1 × ${linePrice.product} (at $${linePrice.unit_amount / 100} / month)`,
    period: PERIOD,
    quantity: 1,
    ...(older
      ? { price: linePrice, subscription: SUBSCRIPTION_ID, subscription_item: `si_Rz${n}`, type: 'subscription' }
      : {
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: SUBSCRIPTION_ID, subscription_item: `si_Rz${n}` } },
          pricing: { type: 'price_details', price_details: { price: linePrice.id, product: linePrice.product } },
        }),
  })),
  has_more: false,
  total_count: PRICES.length,
  url: `/v1/invoices/${invoiceId}/lines`,
});

const invoice = (older: boolean, paid: boolean) => {
  const id = paid ? 'in_1QxRenewalPaid' : 'in_1QxRenewalOpen';
  return {
    id,
    object: 'invoice',
    amount_due: 900,
    amount_paid: paid ? 900 : 0,
    amount_remaining: paid ? 0 : 900,
    billing_reason: 'subscription_cycle',
    collection_method: 'charge_automatically',
    created: CREATED,
    currency: 'usd',
    customer: CUSTOMER_ID,
    due_date: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_1Qx/test_${id}`,
    lines: lines(id, older),
    // The invoice's own period is the one before (Stripe bills a renewal in advance).
    period_start: PREVIOUS_START,
    period_end: PERIOD.start,
    status: paid ? 'paid' : 'open',
    ...(older
      ? { paid, subscription: SUBSCRIPTION_ID, subscription_details: { metadata: METADATA } }
      : { parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: METADATA, subscription: SUBSCRIPTION_ID } } }),
  };
};

const subscription = (older: boolean, metadata: Record<string, string>, status = 'active') => {
  const period = { current_period_start: PERIOD.start, current_period_end: PERIOD.end };
  return {
    id: SUBSCRIPTION_ID,
    object: 'subscription',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: status === 'canceled' ? PERIOD.end : null,
    collection_method: 'charge_automatically',
    created: PREVIOUS_START,
    currency: 'usd',
    customer: CUSTOMER_ID,
    ended_at: status === 'canceled' ? PERIOD.end : null,
    items: {
      object: 'list',
      data: PRICES.map((itemPrice, n) => ({
        id: `si_Rz${n}`,
        object: 'subscription_item',
        created: PREVIOUS_START,
        metadata: {},
        price: itemPrice,
        quantity: 1,
        subscription: SUBSCRIPTION_ID,
        ...(older ? {} : period),
      })),
      has_more: false,
      total_count: PRICES.length,
      url: `/v1/subscription_items?subscription=${SUBSCRIPTION_ID}`,
    },
    metadata,
    schedule: null,
    start_date: PREVIOUS_START,
    status,
    ...(older ? period : {}),
  };
};

// The four events billing reads of a running subscription, in one API version's shape.
const eventsIn = (apiVersion: string, older: boolean) => ({
  invoicePaid: event(apiVersion, 'invoice.paid', invoice(older, true)),
  invoicePaymentFailed: event(apiVersion, 'invoice.payment_failed', invoice(older, false)),
  subscriptionUpdated: event(apiVersion, 'customer.subscription.updated', subscription(older, METADATA)),
  // Changed in Stripe's dashboard: nothing of ours in its metadata, only the prices name the items.
  subscriptionUpdatedWithoutMetadata: event(apiVersion, 'customer.subscription.updated', subscription(older, {})),
  subscriptionDeleted: event(apiVersion, 'customer.subscription.deleted', subscription(older, METADATA, 'canceled')),
});

export const BEFORE_BASIL_EVENTS = eventsIn('2025-02-24.acacia', true);
export const SINCE_BASIL_EVENTS = eventsIn('2025-03-31.basil', false);
