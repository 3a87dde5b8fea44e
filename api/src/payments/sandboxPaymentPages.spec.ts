import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openSandbox } from './paymentsHarness';
import { sandboxPaymentPages } from './sandboxPaymentPages';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const setUp = async () => {
  const opened = openSandbox();
  const app = Fastify();
  await app.register(sandboxPaymentPages(opened.sandbox));
  const checkout = await opened.sandbox.createCheckout({
    customer: { userId: 'user-1', email: '<script>alert(1)</script>@example.com' },
    items: ['timelines', 'maps'],
    successUrl: 'http://lorewright.test/payment-success',
    cancelUrl: 'javascript:alert(1)',
  });
  return { ...opened, app, checkout };
};

const pay = (app: Awaited<ReturnType<typeof setUp>>['app'], id: string, number: string) =>
  app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, ...form({ number, expiry: '12/40', cvc: '123' }) });

describe('sandbox payment pages', () => {
  it('serves a checkout page with the plan and a card form, every value escaped', async () => {
    const { app, checkout } = await setUp();
    const response = await app.inject({ url: `/sandbox/checkout/${checkout.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const field of ['name="number"', 'name="expiry"', 'name="cvc"', `action="/sandbox/checkout/${checkout.id}/pay"`, '$9.00', '#60e0be']) {
      expect(response.body).toContain(field);
    }
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body).not.toContain('javascript:');
  });

  it('pays with 4242, posts a signed checkout webhook and sends the person to the success page', async () => {
    const { app, checkout, sandbox, takeDeliveries } = await setUp();
    const response = await pay(app, checkout.id, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://lorewright.test/payment-success');
    const deliveries = takeDeliveries();
    expect(deliveries[0].signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await sandbox.parseWebhook(deliveries[0].body, deliveries[0].signature)).toMatchObject({
      type: 'checkoutCompleted',
      userId: 'user-1',
      items: ['timelines', 'maps'],
    });
    expect((await app.inject({ url: `/sandbox/checkout/${checkout.id}` })).body).toContain('This checkout has been paid.');
    expect((await pay(app, checkout.id, '4242 4242 4242 4242')).statusCode).toBe(400);
  });

  it('says an expired checkout (a newer one was opened) can no longer be paid, and takes no payment for it', async () => {
    const { app, sandbox, takeDeliveries } = await setUp();
    const { customerId } = await sandbox.customerFor({ userId: 'user-2', email: 'yann@example.com' });
    const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };
    const stale = await sandbox.createCheckout({ customer: { userId: 'user-2', email: 'yann@example.com', customerId }, items: ['maps'], ...urls });
    await sandbox.expireCheckouts({ customerId });
    const page = await app.inject({ url: `/sandbox/checkout/${stale.id}` });
    expect(page.body).toContain('This checkout has expired.');
    expect(page.body).not.toContain('name="number"');
    const paid = await pay(app, stale.id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(400);
    expect(paid.body).toContain('This checkout has expired');
    expect(takeDeliveries()).toEqual([]);
    expect(await sandbox.liveSubscriptions({ customerId })).toEqual([]);
  });

  it('shows a declined card on the page and grants nothing', async () => {
    const { app, checkout, takeDeliveries } = await setUp();
    const response = await pay(app, checkout.id, '4000 0000 0000 0002');
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Your card was declined.');
    expect(response.body).toContain('name="number"');
    expect(takeDeliveries()).toEqual([]);
  });

  it('offers Update Card Details and Cancel in the portal, then Undo Cancel', async () => {
    const { app, checkout, sandbox, takeDeliveries } = await setUp();
    await pay(app, checkout.id, '4242424242424242');
    takeDeliveries();
    const customerId = sandbox.checkoutPage(checkout.id)!.customerId!;
    const [invoice] = await sandbox.listInvoices({ customerId });
    const invoicePage = await app.inject({ url: new URL(invoice.hostedInvoiceUrl!).pathname });
    expect(invoicePage.body).toContain('$9.00');
    const portalUrl = new URL((await sandbox.openPortal({ customerId, returnUrl: 'http://lorewright.test/dashboard' })).url).pathname;
    const page = await app.inject({ url: portalUrl });
    expect(page.body).toContain('Update Card Details');
    expect(page.body).toContain('•••• 4242');
    expect(page.body).toContain('>Cancel</button>');
    const cancelled = await app.inject({ method: 'POST', url: `${portalUrl}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    const after = await app.inject({ url: portalUrl });
    expect(after.body).toContain('Plan Will Not Renew');
    expect(after.body).toContain('Undo Cancel');
    const declined = await app.inject({ method: 'POST', url: `${portalUrl}/card`, ...form({ number: '4000000000000002', expiry: '12/40', cvc: '123' }) });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    const { app } = await setUp();
    for (const url of ['/sandbox/checkout/__proto__', '/sandbox/portal/cs_sbx_000000000000000000000000', '/sandbox/invoice/x']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
