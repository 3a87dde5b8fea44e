import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { UserView } from '@lorewright/domain/accounts/userView';
import { signatureHeader } from '../../payments/webhookSignature';
import { openAccountsApp, type AccountsApp } from '../accounts/testing/accountsTesting';

// The subscription flow on the sandbox provider: checkout, the hosted page paid with a test
// card, the signed webhooks, and the permission on the user's account. The sandbox posts its
// webhooks to 127.0.0.1:PORT, which inject cannot receive: a small server on that port keeps
// them, and the test hands them to the webhook route (as often as it likes, for replays).

const SECRET = 'whsec_billing_spec';

interface Delivered {
  body: string;
  signature: string;
}

const openCapture = async () => {
  const delivered: Delivered[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature']) });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { delivered, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
};

let capture: Awaited<ReturnType<typeof openCapture>>;
let t: AccountsApp;
beforeAll(async () => {
  capture = await openCapture();
  t = await openAccountsApp({ PORT: String(capture.port), HOST: '127.0.0.1', STRIPE_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

const urlsOf = () => ({ successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' });

const checkout = (token: string | undefined, items: unknown) => t.call('POST', 'payment/checkout', { payload: { items }, ...(token ? { token } : {}) });

const pay = (url: string, number: string) =>
  t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }).toString(),
  });

const postWebhook = ({ body, signature }: Delivered) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

const me = async (token: string) => (await t.call('POST', 'me', { token })).json<{ user: UserView }>().user;

// Every reactor and projection has caught up: the log's head stays put.
const settled = async () => {
  await vi.waitFor(
    async () => {
      const head = await t.stack.eventStore.headPosition();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await t.stack.eventStore.headPosition()).toBe(head);
    },
    { timeout: 5000 },
  );
  return t.stack.eventStore.headPosition();
};

describe('POST payment/checkout and payment/webhook on the sandbox', () => {
  let token: string;
  let paid: Delivered[];

  it('a paid checkout for maps grants maps until the period end', async () => {
    token = (await t.signUp('zoe@example.com')).token;
    expect((await me(token)).permissions.maps).toBeUndefined();

    const res = await checkout(token, ['maps']);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<{ id: string; url: string }>();
    expect(session).toEqual({ id: expect.any(String), url: expect.stringContaining(`/sandbox/checkout/${session.id}`) });

    const before = capture.delivered.length;
    expect((await pay(session.url, '4242 4242 4242 4242')).statusCode).toBe(303);
    paid = capture.delivered.slice(before);
    expect(paid.map((d) => (JSON.parse(d.body) as { type: string }).type)).toContain('checkout.session.completed');

    for (const webhook of paid) {
      const answer = await postWebhook(webhook);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await vi.waitFor(async () => expect(Date.parse((await me(token)).permissions.maps ?? '')).toBeGreaterThan(Date.now() + 20 * 86_400_000), {
      timeout: 5000,
    });
    expect((await me(token)).permissions.timelines).toBeUndefined();
  });

  it('a replayed webhook is 200 and changes nothing', async () => {
    const head = await settled();
    for (const webhook of paid) expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect(await settled()).toBe(head);
  });

  it('a forged or missing signature is 400 with {error} and stores nothing', async () => {
    const head = await settled();
    const [first] = paid;
    const forged = await postWebhook({ body: first.body.replace('"maps"', '"languages"'), signature: first.signature });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: expect.any(String) });
    const wrongKey = await postWebhook({ body: first.body, signature: signatureHeader(first.body, 'whsec_someone_else') });
    expect(wrongKey.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: first.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ error: expect.any(String) });
    expect(await settled()).toBe(head);
  });

  it('an event type billing does not act on is 200 and stores nothing', async () => {
    const head = await settled();
    const body = JSON.stringify({ id: 'evt_ignored_1', object: 'event', type: 'customer.created', created: 1, data: { object: {} } });
    const res = await postWebhook({ body, signature: signatureHeader(body, SECRET) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settled()).toBe(head);
  });

  it('a second checkout while the plan runs is refused', async () => {
    await t.expectRefused(() => checkout(token, ['timelines']), 409, m.alreadySubscribed);
  });
});

const typesOf = (deliveries: Delivered[]) => deliveries.map((d) => (JSON.parse(d.body) as { type: string }).type);
const sandbox = () => t.stack.sandboxPayments!;
const history = async (token: string) =>
  (await t.call('POST', 'user/subscriptionHistory', { token, payload: {} })).json<{ type: string; info: { total: number | null } }[]>();
const plan = async (token: string) =>
  (await t.call('GET', 'subscription/current', { token })).json<{ plan: { status: string | null; items: string[] } }>().plan;

// Pays the hosted checkout and hands its webhooks to the app, as the provider would.
const payAndDeliver = async (url: string) => {
  const before = capture.delivered.length;
  const answer = await pay(url, '4242 4242 4242 4242');
  for (const webhook of capture.delivered.slice(before)) expect((await postWebhook(webhook)).statusCode).toBe(200);
  return answer;
};

describe('at most one subscription per person', () => {
  it('a second checkout expires the first at the provider: only the newest can be paid', async () => {
    const { token, user } = await t.signUp('twice@example.com');
    const first = await checkout(token, ['maps']);
    const second = await checkout(token, ['maps', 'timelines']);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const before = capture.delivered.length;
    const stale = await pay(first.json<{ url: string }>().url, '4242 4242 4242 4242');
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('expired');
    expect(capture.delivered.length).toBe(before);
    expect((await payAndDeliver(second.json<{ url: string }>().url)).statusCode).toBe(303);
    await vi.waitFor(async () => expect(await plan(token)).toMatchObject({ status: 'active', items: ['timelines', 'maps'] }), { timeout: 5000 });
    const { customerId } = await sandbox().customerFor({ userId: user._id, email: user.email });
    expect(await sandbox().liveSubscriptions({ customerId })).toHaveLength(1);
    // And the plan is changed, not bought again.
    await t.expectRefused(() => checkout(token, ['languages']), 409, m.alreadySubscribed);
  });

  it('an unpaid plan, still live at the provider, is not checked out again', async () => {
    const { token, user } = await t.signUp('unpaid@example.com');
    expect((await payAndDeliver((await checkout(token, ['maps'])).json<{ url: string }>().url)).statusCode).toBe(303);
    const { customerId } = await sandbox().customerFor({ userId: user._id, email: user.email });
    const portal = (await sandbox().openPortal({ customerId, returnUrl: 'http://lorewright.test/' })).url.split('/').at(-1)!;
    await sandbox().updateCard(portal, { number: '4000 0000 0000 0341', expiry: '12/40', cvc: '123' });
    const [subscription] = await sandbox().liveSubscriptions({ customerId });
    const before = capture.delivered.length;
    await sandbox().advanceClock(sandbox().subscription(subscription.id)!.periodEnd - sandbox().now() + 60);
    for (const webhook of capture.delivered.slice(before)) expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect(await sandbox().liveSubscriptions({ customerId })).toEqual([{ id: subscription.id, status: 'past_due' }]);
    await vi.waitFor(async () => expect(await plan(token)).toMatchObject({ status: 'active', has_paid: false }), { timeout: 5000 });
    await t.expectRefused(() => checkout(token, ['maps', 'timelines']), 409, m.alreadySubscribed);
  });

  it('a second checkout paid in a race is ended at the provider and refunded; the plan and its permissions stay', async () => {
    const { token, user } = await t.signUp('race@example.com');
    const ours = (await checkout(token, ['maps'])).json<{ url: string }>();
    // Another checkout of the same person, opened where ours could not expire it (another server).
    const { customerId } = await sandbox().customerFor({ userId: user._id, email: user.email });
    const theirs = await sandbox().createCheckout({ customer: { userId: user._id, email: user.email, customerId }, items: ['timelines'], ...urlsOf() });
    expect((await payAndDeliver(ours.url)).statusCode).toBe(303);
    const before = capture.delivered.length;
    expect((await pay(theirs.url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const duplicate = capture.delivered.slice(before);
    expect(typesOf(duplicate)).toContain('checkout.session.completed');
    for (const webhook of duplicate) expect((await postWebhook(webhook)).statusCode).toBe(200);
    // The duplicate's end, sent while it was being ended, is its own and changes nothing.
    for (const webhook of capture.delivered.slice(before + duplicate.length)) expect((await postWebhook(webhook)).statusCode).toBe(200);

    const live = await sandbox().liveSubscriptions({ customerId });
    expect(live).toHaveLength(1);
    const invoices = await sandbox().listInvoices({ customerId });
    const refunded = invoices.filter((invoice) => invoice.subscriptionId !== live[0].id);
    expect(refunded.map((invoice) => sandbox().invoicePage(invoice.id)?.amount_refunded)).toEqual([500]);
    await vi.waitFor(async () => expect((await history(token)).map((entry) => entry.type)).toContain('duplicate_refunded'), { timeout: 5000 });
    expect((await history(token)).find((entry) => entry.type === 'duplicate_refunded')?.info.total).toBe(500);
    expect(await plan(token)).toMatchObject({ status: 'active', items: ['maps'] });
    expect((await me(token)).permissions.timelines).toBeUndefined();
    // Redelivered, it is ended and refunded no more.
    const head = await settled();
    for (const webhook of duplicate) expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect(await settled()).toBe(head);
  });
});

describe('signed webhooks billing cannot read', () => {
  const signedEvent = (type: string, object: unknown, extra: object = {}) => {
    const body = JSON.stringify({ id: `evt_bad_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: 1, data: { object }, ...extra });
    return { body, signature: signatureHeader(body, SECRET) };
  };

  it('data.object: null, a missing field or a wrong type is 400 with {error}, never 500, and stores nothing', async () => {
    const head = await settled();
    const session = { customer: 'cus_x', subscription: 'sub_x', client_reference_id: 'someone', metadata: { items: 'maps' } };
    for (const delivery of [
      signedEvent('checkout.session.completed', null),
      signedEvent('checkout.session.completed', { ...session, client_reference_id: null }),
      signedEvent('checkout.session.completed', { ...session, subscription: { id: 'sub_x' } }),
      signedEvent('invoice.paid', null),
      signedEvent('invoice.paid', { id: 'in_x', amount_paid: 'lots' }),
      signedEvent('invoice.payment_failed', []),
      signedEvent('customer.subscription.updated', { id: 'sub_x', customer: 'cus_x', items: { data: [] } }),
      signedEvent('customer.subscription.deleted', 'sub_x'),
      { body: 'null', signature: signatureHeader('null', SECRET) },
      { body: '[]', signature: signatureHeader('[]', SECRET) },
    ]) {
      const res = await postWebhook(delivery);
      expect({ body: delivery.body, status: res.statusCode }).toEqual({ body: delivery.body, status: 400 });
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await settled()).toBe(head);
  });
});

describe('refusals', () => {
  it('a declined card sends no webhook and grants nothing', async () => {
    const { token } = await t.signUp('yann@example.com');
    const session = (await checkout(token, ['maps'])).json<{ url: string }>();
    const before = capture.delivered.length;
    expect((await pay(session.url, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(capture.delivered.length).toBe(before);
    await settled();
    expect((await me(token)).permissions).toEqual({});
  });

  it("checkout with no products is 400 'No products selected.' and stores nothing", async () => {
    const { token } = await t.signUp('xena@example.com');
    await t.expectRefused(() => checkout(token, []), 400, m.noProducts);
  });

  it('checkout needs a signed-in user', async () => {
    const res = await checkout(undefined, ['maps']);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});
