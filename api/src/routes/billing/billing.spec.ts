import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { UserView } from '@lorewright/domain/accounts/userView';
import { signatureHeader } from '../../payments/webhookSignature';
import { openAccountsApp, type AccountsApp } from '../accounts/accountsTesting';

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
