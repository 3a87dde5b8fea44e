import { describe, expect, it } from 'vitest';
import { DAY_SECONDS } from './billingPeriod';
import type { BillingWebhook } from './payments';
import { openSandbox, tempDataDir } from './paymentsHarness';

// The sandbox's own surface: the test clock, card rules and its state across a restart.
const T0 = Date.UTC(2026, 0, 15) / 1000;
const FEB_15 = Date.UTC(2026, 1, 15) / 1000;
const card = (number: string) => ({ number, expiry: '12/40', cvc: '123' });

const subscribedSandbox = async (dataDir = tempDataDir()) => {
  const opened = openSandbox(dataDir, () => T0);
  const { sandbox } = opened;
  const received = async () => {
    const webhooks: BillingWebhook[] = [];
    for (const { body, signature } of opened.takeDeliveries()) webhooks.push(await sandbox.parseWebhook(body, signature));
    return webhooks;
  };
  const checkout = await sandbox.createCheckout({
    customer: { userId: 'user-1', email: 'zoe@example.com' },
    items: ['maps'],
    successUrl: 'http://lorewright.test/payment-success?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://lorewright.test/subscribe',
  });
  const paid = await sandbox.payCheckout(checkout.id, card('4242424242424242'));
  const completed = (await received()).find((webhook) => webhook.type === 'checkoutCompleted')!;
  if (completed.type !== 'checkoutCompleted') throw new Error('no checkout');
  return { ...opened, received, completed, checkout, paid };
};

const portalOf = async (subject: Awaited<ReturnType<typeof subscribedSandbox>>) => {
  const { url } = await subject.sandbox.openPortal({ customerId: subject.completed.customerId, returnUrl: 'http://lorewright.test/dashboard' });
  return url.split('/').at(-1)!;
};

describe('sandbox payments', () => {
  it('starts a calendar-month period and sends the person on to the success address with the session id', async () => {
    const { completed, paid, checkout } = await subscribedSandbox();
    expect(completed.period).toEqual({ start: T0, end: FEB_15 });
    expect(paid).toEqual({ ok: true, redirectUrl: `http://lorewright.test/payment-success?session=${checkout.id}` });
  });

  it('renews with the saved card when the test clock passes the period end', async () => {
    const subject = await subscribedSandbox();
    await subject.sandbox.advanceClock(FEB_15 - T0 + 60);
    const webhooks = await subject.received();
    expect(webhooks).toContainEqual(expect.objectContaining({ type: 'subscriptionUpdated', period: { start: FEB_15, end: Date.UTC(2026, 2, 15) / 1000 } }));
    expect(webhooks).toContainEqual(
      expect.objectContaining({ type: 'invoicePaid', amountPaid: 500, period: { start: FEB_15, end: Date.UTC(2026, 2, 15) / 1000 } }),
    );
    expect(await subject.sandbox.listInvoices({ customerId: subject.completed.customerId })).toHaveLength(2);
  });

  it('reports a failed renewal, retries it when a working card is saved, and expires an unpaid subscription after 7 days', async () => {
    const subject = await subscribedSandbox();
    const portal = await portalOf(subject);
    expect(await subject.sandbox.updateCard(portal, card('4000 0000 0000 0341'))).toMatchObject({ ok: true });
    await subject.sandbox.advanceClock(FEB_15 - T0);
    expect(await subject.received()).toContainEqual(expect.objectContaining({ type: 'invoicePaymentFailed', amountDue: 500, dueDate: FEB_15 }));
    await subject.sandbox.advanceClock(6 * DAY_SECONDS);
    expect(await subject.received()).toEqual([]);
    await subject.sandbox.advanceClock(DAY_SECONDS);
    expect(await subject.received()).toEqual([
      expect.objectContaining({ type: 'subscriptionEnded', subscriptionId: subject.completed.subscriptionId, endedAt: FEB_15 + 7 * DAY_SECONDS }),
    ]);
    const invoices = await subject.sandbox.listInvoices({ customerId: subject.completed.customerId });
    expect(invoices.map((invoice) => invoice.status)).toEqual(['void', 'paid']);
  });

  it('collects an unpaid renewal once a working card is saved', async () => {
    const subject = await subscribedSandbox();
    const portal = await portalOf(subject);
    await subject.sandbox.updateCard(portal, card('4000 0000 0000 0341'));
    await subject.sandbox.advanceClock(FEB_15 - T0);
    await subject.received();
    await subject.sandbox.updateCard(portal, card('4242 4242 4242 4242'));
    expect(await subject.received()).toContainEqual(expect.objectContaining({ type: 'invoicePaid', amountPaid: 500 }));
    await subject.sandbox.advanceClock(8 * DAY_SECONDS);
    expect(await subject.received()).toEqual([]);
  });

  it('applies a downgrade at the next renewal and bills the new items then', async () => {
    const subject = await subscribedSandbox();
    const { subscriptionId } = subject.completed;
    await subject.sandbox.changeSubscription({ subscriptionId, newItems: ['timelines', 'maps'], prorationDate: T0, type: 'upgrade' });
    await subject.sandbox.changeSubscription({ subscriptionId, newItems: ['timelines'], prorationDate: T0 + DAY_SECONDS, type: 'downgrade' });
    expect(await subject.received()).toEqual([
      expect.objectContaining({ type: 'invoicePaid', amountPaid: 400 }),
      expect.objectContaining({ type: 'subscriptionUpdated', items: ['timelines', 'maps'] }),
    ]);
    await subject.sandbox.advanceClock(FEB_15 - T0);
    const renewal = await subject.received();
    expect(renewal).toContainEqual(expect.objectContaining({ type: 'subscriptionUpdated', items: ['timelines'] }));
    expect(renewal).toContainEqual(expect.objectContaining({ type: 'invoicePaid', amountPaid: 500 }));
  });

  it('ends a subscription scheduled to cancel at its period end', async () => {
    const subject = await subscribedSandbox();
    await subject.sandbox.scheduleCancel({ subscriptionId: subject.completed.subscriptionId });
    await subject.received();
    await subject.sandbox.advanceClock(40 * DAY_SECONDS);
    expect(await subject.received()).toEqual([expect.objectContaining({ type: 'subscriptionEnded', endedAt: FEB_15 })]);
    await expect(subject.sandbox.undoCancel({ subscriptionId: subject.completed.subscriptionId })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses a declined upgrade and changes nothing', async () => {
    const subject = await subscribedSandbox();
    await subject.sandbox.updateCard(await portalOf(subject), card('4000000000000341'));
    const change = { subscriptionId: subject.completed.subscriptionId, newItems: ['timelines', 'maps'] as const, prorationDate: T0 + DAY_SECONDS };
    await expect(subject.sandbox.changeSubscription({ ...change, newItems: [...change.newItems], type: 'upgrade' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await subject.received()).toEqual([]);
  });

  it('refuses a card that is declined, incomplete or expired, with a clear message', async () => {
    const { sandbox } = openSandbox(tempDataDir(), () => T0);
    const checkout = await sandbox.createCheckout({
      customer: { userId: 'u', email: 'u@example.com' },
      items: ['maps'],
      successUrl: 'http://a.test/',
      cancelUrl: 'http://a.test/',
    });
    expect(await sandbox.payCheckout(checkout.id, card('4000 0000 0000 0002'))).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(await sandbox.payCheckout(checkout.id, card('4242'))).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    expect(await sandbox.payCheckout(checkout.id, { ...card('4242424242424242'), expiry: '01/25' })).toEqual({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(sandbox.checkoutPage(checkout.id)?.status).toBe('open');
  });

  it('keeps subscriptions, invoices and the test clock across a restart', async () => {
    const subject = await subscribedSandbox();
    await subject.sandbox.advanceClock(3 * DAY_SECONDS);
    const restarted = openSandbox(subject.dataDir, () => T0).sandbox;
    expect(restarted.now()).toBe(T0 + 3 * DAY_SECONDS);
    expect(await restarted.listInvoices({ customerId: subject.completed.customerId })).toHaveLength(1);
    const preview = await restarted.previewChange({ subscriptionId: subject.completed.subscriptionId, newItems: ['timelines', 'maps'], prorationDate: T0 });
    expect(preview.amountDue).toBe(400);
  });
});
