import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { PAID_ELEMENTS, UNIT_PRICE_BY_OWNED } from '@lorewright/domain/billing/pricing';
import { DAY_SECONDS } from '../billingPeriod';
import { priceLookupKey, type Tier } from '../priceCatalog';

// A local stand-in for the Stripe API, for the Stripe adapter's tests (no network): it answers
// the endpoints the adapter calls with the shapes of Stripe's API reference, records every
// request with its form-encoded parameters as sent, and, like Stripe, emits signed webhook events
// for what happens (checkout completed, invoice paid, subscription updated).
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  // The API version the request asked for (the Stripe-Version header).
  stripeVersion: string | undefined;
}

export interface StripeTestServerOptions {
  // The API version the webhook endpoint was created with: Stripe renders each event in it.
  // Answers to requests keep the current shapes (the client pins its version).
  webhookApiVersion?: string;
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  endedAt: number | null;
  items: { id: string; price: string }[];
  metadata: Record<string, string>;
  start: number;
  end: number;
  cancelAtPeriodEnd: boolean;
  // A schedule holding a downgrade for the next period.
  schedule: { id: string; prices: string[] } | null;
}

const PRICES = PAID_ELEMENTS.flatMap((element) =>
  ([1, 2, 3] as const).map((tier: Tier) => ({
    id: `price_${element}_${tier}`,
    lookup_key: priceLookupKey(element, tier),
    unit_amount: UNIT_PRICE_BY_OWNED[tier - 1],
  })),
);
const priceObject = (id: string) => {
  const price = PRICES.find((p) => p.id === id)!;
  return { id, object: 'price', active: true, currency: 'usd', lookup_key: price.lookup_key, unit_amount: price.unit_amount, recurring: { interval: 'month' } };
};
const amountOf = (priceId: string) => PRICES.find((p) => p.id === priceId)!.unit_amount;

// `items[1][price]=…` → [{…}, { price: … }].
const indexed = (params: Record<string, string>, name: string) => {
  const rows: Record<string, string>[] = [];
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${name.replace(/[[\]]/g, '\\$&')}\\[(\\d+)\\]\\[(\\w+)\\]$`).exec(key);
    if (match) (rows[Number(match[1])] ??= {})[match[2]] = value;
  }
  return rows.filter(Boolean);
};
const prefixed = (params: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(params).flatMap(([key, value]) => (key.startsWith(`${name}[`) ? [[key.slice(name.length + 1, -1), value]] : [])));

// Before API version 2025-03-31 an invoice named its subscription at its top (not under
// `parent`), and a subscription carried its current period itself (not on each item).
const BASIL = '2025-03-31';
type Shape = Record<string, unknown>;
const olderShape = (object: Shape): Shape => {
  if (object.object === 'invoice') {
    const { parent, ...invoice } = object as { parent: { subscription_details: { subscription: string } } | null };
    return { ...invoice, subscription: parent?.subscription_details.subscription ?? null };
  }
  if (object.object === 'subscription') {
    const items = object.items as { data: (Shape & { current_period_start: number; current_period_end: number })[] };
    const [first] = items.data;
    return {
      ...object,
      current_period_start: first.current_period_start,
      current_period_end: first.current_period_end,
      items: { ...items, data: items.data.map(({ current_period_start: _start, current_period_end: _end, ...item }) => item) },
    };
  }
  return object;
};

export const startStripeTestServer = async (webhookSecret: string, { webhookApiVersion }: StripeTestServerOptions = {}) => {
  const requests: RecordedRequest[] = [];
  const events: { body: string; signature: string }[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: Record<string, unknown>[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  // One payment per paid invoice (Stripe's InvoicePayment with its PaymentIntent), and refunds.
  const invoicePayments: Record<string, unknown>[] = [];
  const refunds: Record<string, unknown>[] = [];
  // Like Stripe, a POST repeated with the same Idempotency-Key gets the first answer.
  const idempotent = new Map<string, [number, unknown]>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  const rendered = (object: unknown) => (webhookApiVersion && webhookApiVersion < BASIL ? olderShape(object as Shape) : object);
  const emit = (type: string, object: unknown) => {
    const body = JSON.stringify({
      id: nextId('evt'),
      object: 'event',
      api_version: webhookApiVersion ?? null,
      type,
      created: now(),
      data: { object: rendered(object) },
    });
    events.push({ body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }) });
  };

  const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });
  const missing = (what: string, id: string): [number, unknown] => [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
  ];
  const newCustomer = (email: string | null, metadata: Record<string, string> = {}) => {
    const customer = { id: nextId('cus'), object: 'customer', email, metadata };
    customers.set(customer.id, customer);
    return customer;
  };

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    ended_at: sub.endedAt,
    canceled_at: sub.endedAt,
    cancel_at: sub.cancelAtPeriodEnd ? sub.end : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    schedule: sub.schedule?.id ?? null,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: sub.items.map((item) => ({
        id: item.id,
        object: 'subscription_item',
        price: priceObject(item.price),
        quantity: 1,
        current_period_start: sub.start,
        current_period_end: sub.end,
      })),
    },
  });

  // A paid invoice's payment, as Stripe's invoice_payments list answers it.
  const recordPayment = (invoice: { id: string; amount_paid: number }) => {
    if (invoice.amount_paid <= 0) return;
    invoicePayments.push({
      id: nextId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_paid,
      status: 'paid',
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: nextId('pi') },
    });
  };

  const invoiceObject = (sub: FakeSubscription, lines: { description: string; amount: number; period: { start: number; end: number } }[], paid: boolean) => {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    return {
      id: nextId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'draft',
      // Like Stripe: a credit larger than the charges is carried, not due.
      amount_due: Math.max(0, total),
      amount_paid: paid ? Math.max(0, total) : 0,
      total,
      created: now(),
      due_date: null,
      period_start: sub.start,
      period_end: sub.end,
      hosted_invoice_url: paid ? 'https://invoice.stripe.test/i/1' : null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: lines.map((line) => ({ object: 'line_item', ...line })) },
    };
  };

  // Stripe's proration: the unused time of each removed item is credited, the remaining time of
  // each added item charged, as of proration_date.
  const prorate = (sub: FakeSubscription, params: Record<string, string>, under?: string) => {
    const key = (name: string) => (under ? `${under}[${name}]` : name);
    const date = Number(params[key('proration_date')] ?? now());
    const fraction = (sub.end - date) / (sub.end - sub.start);
    const changes = indexed(params, key('items'));
    const removed = sub.items.filter((item) => changes.some((change) => change.id === item.id && change.deleted === 'true'));
    const added = changes.filter((change) => change.price).map((change) => change.price);
    const period = { start: date, end: sub.end };
    return {
      lines: [
        ...removed.map((item) => ({ description: `Unused time on ${item.price}`, amount: -Math.round(amountOf(item.price) * fraction), period })),
        ...added.map((price) => ({ description: `Remaining time on ${price}`, amount: Math.round(amountOf(price) * fraction), period })),
      ],
      added,
      removed,
    };
  };

  const scheduleObject = (sub: FakeSubscription) => ({
    id: sub.schedule!.id,
    object: 'subscription_schedule',
    subscription: sub.id,
    status: 'active',
    end_behavior: 'release',
    current_phase: { start_date: sub.start, end_date: sub.end },
    phases: [{ start_date: sub.start, end_date: sub.end, items: sub.items.map((item) => ({ price: item.price, quantity: 1 })) }],
  });

  // Subscription schedules: created from a subscription, given phases, released.
  const scheduleAnswer = (path: string, params: Record<string, string>): [number, unknown] => {
    const [, , , scheduleId, action] = path.split('/');
    if (!scheduleId) {
      const sub = subscriptions.get(params.from_subscription)!;
      sub.schedule = { id: nextId('sub_sched'), prices: [] };
      return [200, scheduleObject(sub)];
    }
    const sub = [...subscriptions.values()].find((candidate) => candidate.schedule?.id === scheduleId);
    if (!sub) return [404, { error: { type: 'invalid_request_error', message: `No such subscription schedule: ${scheduleId}` } }];
    const answer = scheduleObject(sub);
    if (action === 'release') sub.schedule = null;
    else sub.schedule!.prices = indexed(params, 'phases[1][items]').map((row) => row.price);
    return [200, answer];
  };

  const customerAnswer = (method: string, path: string, params: Record<string, string>): [number, unknown] => {
    const id = path.split('/')[3];
    if (method === 'POST' && !id) return [200, newCustomer(params.email ?? null, prefixed(params, 'metadata'))];
    const customer = customers.get(id ?? '');
    return customer ? [200, customer] : missing('customer', id ?? '');
  };

  // Retrieve, and expire while open (Stripe refuses to expire a completed or expired session).
  const sessionAnswer = (method: string, path: string): [number, unknown] => {
    const [, , , , id, action] = path.split('/');
    const session = sessions.get(id);
    if (!session) return missing('checkout session', id);
    if (method === 'POST' && action === 'expire') {
      if (session.status !== 'open')
        return [400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } }];
      session.status = 'expired';
    }
    return [200, session];
  };

  const answer = (method: string, path: string, params: Record<string, string>): [number, unknown] => {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.entries(params).flatMap(([key, value]) => (key.startsWith('lookup_keys[') ? [value] : []));
      return [
        200,
        { object: 'list', data: PRICES.filter((p) => keys.includes(p.lookup_key)).map((p) => priceObject(p.id)), has_more: false, url: '/v1/prices' },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.client_reference_id,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: prefixed(params, 'metadata'),
        subscription: null,
        prices: indexed(params, 'line_items').map((row) => row.price),
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return [
        200,
        { id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${id}` },
      ];
    }
    if (path.startsWith('/v1/subscription_schedules')) return scheduleAnswer(path, params);
    if (path.startsWith('/v1/customers')) return customerAnswer(method, path, params);
    if (path.startsWith('/v1/checkout/sessions/')) return sessionAnswer(method, path);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const found = [...sessions.values()].filter((session) => session.customer === params.customer && (!params.status || session.status === params.status));
      return [200, list(path, found)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const found = invoices.filter(
        (i) =>
          (!params.customer || i.customer === params.customer) &&
          (!params.subscription ||
            (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === params.subscription) &&
          (!params.status || i.status === params.status),
      );
      return [200, list(path, found)];
    }
    if (method === 'GET' && path === '/v1/invoice_payments')
      return [
        200,
        list(
          path,
          invoicePayments.filter((p) => p.invoice === params.invoice && (!params.status || p.status === params.status)),
        ),
      ];
    if (method === 'GET' && path === '/v1/refunds')
      return [
        200,
        list(
          path,
          refunds.filter((r) => r.payment_intent === params.payment_intent),
        ),
      ];
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: nextId('re'),
        object: 'refund',
        amount: Number(params.amount),
        payment_intent: params.payment_intent,
        reason: params.reason,
        status: 'succeeded',
      };
      refunds.push(refund);
      return [200, refund];
    }
    if (method === 'GET' && path === '/v1/subscriptions')
      return [200, list(path, [...subscriptions.values()].filter((candidate) => candidate.customer === params.customer).map(subscriptionObject))];
    const sub = subscriptions.get(path.split('/')[3] ?? '') ?? subscriptions.get(params.subscription ?? '');
    if (path.startsWith('/v1/subscriptions/') && !sub) return missing('subscription', path.split('/')[3] ?? '');
    if (method === 'DELETE' && sub) {
      if (sub.status === 'canceled') return [400, { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } }];
      Object.assign(sub, { status: 'canceled', endedAt: now(), schedule: null });
      emit('customer.subscription.deleted', subscriptionObject(sub));
      return [200, subscriptionObject(sub)];
    }
    if (method === 'GET' && path.startsWith('/v1/subscriptions/') && sub) return [200, subscriptionObject(sub)];
    if (method === 'POST' && path === '/v1/invoices/create_preview' && sub) {
      const { lines } = prorate(sub, params, 'subscription_details');
      return [
        200,
        invoiceObject(
          sub,
          lines.map((line) => ({ ...line })),
          false,
        ),
      ];
    }
    if (method === 'POST' && path.startsWith('/v1/subscriptions/') && sub) {
      if (params.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      if (indexed(params, 'items').length > 0) {
        const { lines, added, removed } = prorate(sub, params);
        sub.items = [...sub.items.filter((item) => !removed.includes(item)), ...added.map((price) => ({ id: nextId('si'), price }))];
        if (params.proration_behavior === 'always_invoice') {
          const invoice = invoiceObject(sub, lines, true);
          invoices.push(invoice);
          recordPayment(invoice);
          emit('invoice.paid', invoice);
        }
      }
      Object.assign(sub.metadata, prefixed(params, 'metadata'));
      emit('customer.subscription.updated', subscriptionObject(sub));
      return [200, subscriptionObject(sub)];
    }
    return [404, { error: { type: 'invalid_request_error', message: `No such route: ${method} ${path}` } }];
  };

  // Stripe's bracket syntax, flattened: line_items[0][price] stays one key.
  const paramsOf = (text: string) => Object.fromEntries(new URLSearchParams(text));
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params = { ...paramsOf(url.search.slice(1)), ...paramsOf(body) };
      const version = request.headers['stripe-version'];
      requests.push({ method: request.method ?? '', path: url.pathname, params, stripeVersion: typeof version === 'string' ? version : undefined });
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const [status, json] = (typeof key === 'string' && idempotent.get(key)) || answer(request.method ?? '', url.pathname, params);
      if (typeof key === 'string') idempotent.set(key, [status, json]);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    // Takes the events emitted since the last call, as Stripe would deliver them.
    takeEvents: () => events.splice(0),
    // What Stripe's hosted checkout does when the person pays: a declined card, or a session no
    // longer open (paid or expired), stays on Stripe's page (no event, false); otherwise the
    // customer, subscription and first paid invoice are created.
    completeCheckout: (sessionId: string, cardNumber: string) => {
      const session = sessions.get(sessionId)!;
      if (session.status !== 'open' || cardNumber.replace(/\s/g, '') !== '4242424242424242') return false;
      const customer = (session.customer as string | null) ?? newCustomer(session.customer_email as string | null).id;
      const start = now();
      const sub: FakeSubscription = {
        id: nextId('sub'),
        customer,
        status: 'active',
        endedAt: null,
        items: (session.prices as string[]).map((price) => ({ id: nextId('si'), price })),
        metadata: session.metadata as Record<string, string>,
        start,
        end: start + 30 * DAY_SECONDS,
        cancelAtPeriodEnd: false,
        schedule: null,
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', customer, subscription: sub.id });
      emit('checkout.session.completed', session);
      const invoice = invoiceObject(
        sub,
        sub.items.map((item) => ({ description: item.price, amount: amountOf(item.price), period: { start: sub.start, end: sub.end } })),
        true,
      );
      invoices.push(invoice);
      recordPayment(invoice);
      emit('invoice.paid', invoice);
      return true;
    },
    // A renewal the card could not pay: the subscription stays, past_due, retrying.
    markPastDue: (subscriptionId: string) => {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = 'past_due';
      emit('customer.subscription.updated', subscriptionObject(sub));
    },
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
