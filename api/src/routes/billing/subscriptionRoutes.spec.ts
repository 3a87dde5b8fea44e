import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { InvoicesView, PlanView, UpdatePreviewView, UpdateView } from '@lorewright/domain/billing/billing.views';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { HistoryEntry } from '@lorewright/domain/billing/subscriptionHistory';
import { openAccountsApp, type AccountsApp } from '../accounts/testing/accountsTesting';

// The plan's whole life through the API on the sandbox provider: checkout, upgrade with its
// proration preview, downgrade, cancel and undo, history, invoices, portal, and the test clock
// letting a cancelled plan run out. The sandbox posts its webhooks to 127.0.0.1:PORT; a small
// server there hands each one to the app's webhook route, as the real port would.

let t: AccountsApp;
let relay: http.Server;
beforeAll(async () => {
  relay = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void t.app
        .inject({
          method: 'POST',
          url: request.url!,
          headers: { 'content-type': 'application/json', 'stripe-signature': String(request.headers['stripe-signature']) },
          payload: Buffer.concat(chunks),
        })
        .then((answer) => response.writeHead(answer.statusCode).end(answer.body));
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  t = await openAccountsApp({ PORT: String((relay.address() as AddressInfo).port), HOST: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => relay.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);
const post = (token: string, url: string, payload: object = {}) => t.call('POST', url, { token, payload });
const json = async <T>(answer: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200) => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
};
const planOf = (token: string) => json<PlanView>(t.call('GET', 'subscription/current', { token })).then((view) => view.plan);
const me = async (token: string) => (await t.call('POST', 'me', { token })).json<{ user: UserView }>().user;
const allowedUntil = async (token: string, feature: 'maps' | 'timelines' | 'languages') => Date.parse((await me(token)).permissions[feature] ?? '') || 0;

const subscribe = async (token: string, items: string[], card = '4242 4242 4242 4242') => {
  const { url } = await json<{ url: string }>(post(token, 'payment/checkout', { items }));
  return t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: card, expiry: '12/40', cvc: '123' }).toString(),
  });
};

describe('prices', () => {
  it('POST payment/prices answers the table by tier and product, in cents, to anyone', async () => {
    const prices = await json<Record<string, Record<string, { unit_amount: number }>>>(t.call('POST', 'payment/prices', { payload: {} }));
    expect(prices['1 Element']).toEqual({ timelines: { unit_amount: 500 }, maps: { unit_amount: 500 }, languages: { unit_amount: 500 } });
    expect(prices['2 Elements'].maps.unit_amount).toBe(400);
    expect(prices['3 Elements'].languages.unit_amount).toBe(300);
  });
});

describe('a plan from checkout to expiry', () => {
  let token: string;

  it('before any plan: not subscribed, no history, no invoices, no portal', async () => {
    token = (await t.signUp('plan@example.com')).token;
    expect(await planOf(token)).toMatchObject({ status: null, items: [] });
    expect(await json<HistoryEntry[]>(post(token, 'user/subscriptionHistory'))).toEqual([]);
    expect(await json<InvoicesView>(post(token, 'payment/invoices'))).toEqual({ invoices: [] });
    await t.expectRefused(() => post(token, 'payment/portal'), 400, m.notSubscribed);
    await t.expectRefused(() => post(token, 'subscription/update/preview', { new_items: ['maps'], proration_date: now() }), 400, m.notSubscribed);
    await t.expectRefused(() => post(token, 'subscription/cancel'), 400, m.notSubscribed);
  });

  it('a paid checkout makes the plan live, with its status on the user', async () => {
    expect((await subscribe(token, ['maps'])).statusCode).toBe(303);
    await vi.waitFor(async () => expect(await planOf(token)).toMatchObject({ status: 'active', items: ['maps'], total: 500, has_paid: true }), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect(await allowedUntil(token, 'maps')).toBeGreaterThan(Date.now()), { timeout: 10_000 });
    expect((await me(token)).subscription_status).toBe('active');
  });

  it('a proration date ahead of now is refused, by preview and update alike, and charges nothing', async () => {
    const invoicesBefore = (await json<InvoicesView>(post(token, 'payment/invoices'))).invoices.length;
    const change = { new_items: ['maps', 'timelines'], proration_date: now() + 3600 };
    await t.expectRefused(() => post(token, 'subscription/update/preview', change), 400, m.prorationDateFuture);
    await t.expectRefused(() => post(token, 'subscription/update', { ...change, type: 'upgrade' }), 400, m.prorationDateFuture);
    const tomorrow = { ...change, proration_date: now() + 86_400 };
    await t.expectRefused(() => post(token, 'subscription/update/preview', tomorrow), 400, m.prorationDateFuture);
    await t.expectRefused(() => post(token, 'subscription/update', { ...tomorrow, type: 'upgrade' }), 400, m.prorationDateFuture);
    expect((await json<InvoicesView>(post(token, 'payment/invoices'))).invoices).toHaveLength(invoicesBefore);
    expect(await planOf(token)).toMatchObject({ items: ['maps'] });
  });

  it('a proration date before the current period is its start: the whole period is prorated', async () => {
    const { last_payment } = await planOf(token);
    const preview = await json<UpdatePreviewView>(
      post(token, 'subscription/update/preview', { new_items: ['maps', 'timelines'], proration_date: last_payment! - 3600 }),
    );
    expect(preview).toMatchObject({ amount_due: 400, proration_date: last_payment });
    expect(
      (await json<UpdatePreviewView>(post(token, 'subscription/update/preview', { new_items: ['maps', 'timelines'], proration_date: 0 }))).proration_date,
    ).toBe(last_payment);
  });

  it('an upgrade is previewed with its proration, refused with the wrong type, and charged with the preview date', async () => {
    const date = now();
    const preview = await json<UpdatePreviewView>(post(token, 'subscription/update/preview', { new_items: ['maps', 'timelines'], proration_date: date }));
    // The server's clock here is the test's, a moment behind: a date that little ahead is its now.
    expect(preview.proration_date).toBeLessThanOrEqual(date);
    expect(preview.proration_date).toBeGreaterThan(date - 60);
    expect(preview.amount_due).toBeGreaterThan(0);
    expect(preview.amount_due).toBeLessThanOrEqual(400);
    expect(preview.lines.data.length).toBeGreaterThan(0);
    await t.expectRefused(
      () => post(token, 'subscription/update', { type: 'downgrade', new_items: ['maps', 'timelines'], proration_date: date }),
      400,
      m.wrongChange('upgrade'),
    );
    const updated = await json<UpdateView>(post(token, 'subscription/update', { type: 'upgrade', new_items: ['maps', 'timelines'], proration_date: date }));
    expect(updated).toMatchObject({ message: m.updated, plan: { items: ['timelines', 'maps'], total: 900 } });
    await vi.waitFor(async () => expect(await allowedUntil(token, 'timelines')).toBeGreaterThan(Date.now()), { timeout: 10_000 });
  });

  it('a downgrade charges nothing now and waits for the next period', async () => {
    const date = now();
    const preview = await json<UpdatePreviewView>(post(token, 'subscription/update/preview', { new_items: ['maps'], proration_date: date }));
    expect(preview.amount_due).toBe(0);
    const updated = await json<UpdateView>(post(token, 'subscription/update', { type: 'downgrade', new_items: ['maps'], proration_date: date }));
    expect(updated.plan).toMatchObject({ items: ['timelines', 'maps'], pending_downgrade: { items: ['maps'] } });
  });

  it('cancel sets the end date and the status; a second cancel is refused; undo renews again', async () => {
    const cancelled = await json<PlanView>(post(token, 'subscription/cancel'));
    await vi.waitFor(async () => expect(await planOf(token)).toMatchObject({ status: 'set_to_cancel', cancel_at: cancelled.plan.next_payment }), {
      timeout: 10_000,
    });
    await t.expectRefused(() => post(token, 'subscription/cancel'), 409, m.alreadyCancelled);
    await vi.waitFor(async () => expect((await me(token)).subscription_status).toBe('set_to_cancel'), { timeout: 10_000 });
    await json<PlanView>(post(token, 'subscription/undoCancel'));
    await vi.waitFor(async () => expect(await planOf(token)).toMatchObject({ status: 'active', cancel_at: null }), { timeout: 10_000 });
    await t.expectRefused(() => post(token, 'subscription/undoCancel'), 409, m.notCancelled);
  });

  it('the history tells it all, oldest first; invoices and the portal come from the provider', async () => {
    const history = await json<HistoryEntry[]>(post(token, 'user/subscriptionHistory'));
    // The proration invoice's webhook may be recorded just before or after the upgrade itself.
    const types = history.map((entry) => entry.type);
    expect([...types.slice(1, 3)].sort()).toEqual(['invoice', 'upgrade']);
    expect(types.filter((_, index) => index === 0 || index > 2)).toEqual(['invoice', 'downgrade', 'cancelled', 'cancellation_undone']);
    expect(history[0].info).toMatchObject({ invoice_status: 'paid', total: 500, amount_paid: 500 });
    expect(history[4].info.total).toBeNull();
    const { invoices } = await json<InvoicesView>(post(token, 'payment/invoices'));
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(invoices[0].created).toBeGreaterThanOrEqual(invoices[1].created);
    const portal = await json<{ url: string }>(post(token, 'payment/portal'));
    expect(portal.url).toContain('/sandbox/portal/');
  });

  it('the test clock lets a cancelled plan run out: expired, permissions gone from now, history says so', async () => {
    await json<PlanView>(post(token, 'subscription/cancel'));
    await json(t.call('POST', 'dev/payments/clock', { payload: { days: 40 } }));
    await vi.waitFor(async () => expect(await planOf(token)).toMatchObject({ status: 'expired' }), { timeout: 10_000 });
    // The reactor revokes one feature per command, so the user's view takes each in its turn.
    await vi.waitFor(async () => expect(await allowedUntil(token, 'maps')).toBeLessThanOrEqual(Date.now()), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await allowedUntil(token, 'timelines')).toBeLessThanOrEqual(Date.now()), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await me(token)).subscription_status).toBe('expired'), { timeout: 10_000 });
    const history = await json<HistoryEntry[]>(post(token, 'user/subscriptionHistory'));
    expect(history.at(-1)).toMatchObject({ type: 'expired', info: { total: null } });
  });
});

describe('a second checkout paid in a race, with the webhooks as the sandbox sends them', () => {
  it('is ended and refunded while its own webhook is being delivered, and the plan stays', async () => {
    const { token, user } = await t.signUp('race-relay@example.com');
    expect((await subscribe(token, ['maps'])).statusCode).toBe(303);
    await vi.waitFor(async () => expect(await planOf(token)).toMatchObject({ status: 'active', items: ['maps'] }), { timeout: 10_000 });
    // Opened where our checkout could not expire it (another server), then paid.
    const sandbox = t.stack.sandboxPayments!;
    const { customerId } = await sandbox.customerFor({ userId: user._id, email: user.email });
    const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };
    const theirs = await sandbox.createCheckout({ customer: { userId: user._id, email: user.email, customerId }, items: ['timelines'], ...urls });
    expect(await sandbox.payCheckout(theirs.id, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect((await sandbox.liveSubscriptions({ customerId })).length).toBe(1), { timeout: 10_000 });
    await vi.waitFor(
      async () => expect((await json<HistoryEntry[]>(post(token, 'user/subscriptionHistory'))).map((entry) => entry.type)).toContain('duplicate_refunded'),
      { timeout: 10_000 },
    );
    expect(await planOf(token)).toMatchObject({ status: 'active', items: ['maps'] });
  });
});

describe('refusals', () => {
  it('a declined card leaves no plan and no permission', async () => {
    const { token } = await t.signUp('declined@example.com');
    expect((await subscribe(token, ['maps'], '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await planOf(token)).toMatchObject({ status: null });
    expect((await me(token)).permissions).toEqual({});
  });

  it('every plan call needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', 'subscription/current'],
      ['POST', 'user/subscriptionHistory'],
      ['POST', 'subscription/update/preview'],
      ['POST', 'subscription/update'],
      ['POST', 'subscription/cancel'],
      ['POST', 'subscription/undoCancel'],
      ['POST', 'payment/invoices'],
      ['POST', 'payment/portal'],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { payload: {} } : {});
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('a blocked account reads its plan but changes nothing', async () => {
    const { token } = await t.signUp('blocked@example.com');
    const { position } = await t.stack.commands.accounts.block((await me(token))._id, 'spam', { actorId: null, correlationId: 'test' });
    await t.stack.waitForViews(position);
    expect(await planOf(token)).toMatchObject({ status: null });
    for (const url of [
      'payment/checkout',
      'subscription/update/preview',
      'subscription/update',
      'subscription/cancel',
      'subscription/undoCancel',
      'payment/portal',
    ]) {
      const res = await post(token, url, url === 'payment/checkout' ? { items: ['maps'] } : {});
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { error: a.blockedMutation } });
    }
  });

  it('bad bodies are 400 with the rule broken and store nothing', async () => {
    const { token } = await t.signUp('bodies@example.com');
    await t.expectRefused(() => post(token, 'subscription/update/preview', { new_items: ['maps', 'maps'], proration_date: now() }), 400, m.duplicateProduct);
    await t.expectRefused(() => post(token, 'subscription/update/preview', { new_items: ['dragons'], proration_date: now() }), 400, m.unknownProduct);
    await t.expectRefused(() => post(token, 'subscription/update', { type: 'sideways', new_items: ['maps'], proration_date: now() }), 400, m.changeType);
    await t.expectRefused(() => post(token, 'subscription/update/preview', { new_items: ['maps'], proration_date: '1700000000' }), 400, m.prorationDateInvalid);
    await t.expectRefused(() => post(token, 'payment/portal', { extra: 1 }), 400, m.noBodyFields);
    await t.expectRefused(() => t.call('POST', 'dev/payments/clock', { payload: { days: -1 } }), 400, 'The test clock only moves forward.');
  });
});
