import { describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/testApp';

// The composed app: the sandbox is the provider by default and its pages are served; with a
// Stripe key they are not.
describe('payments in the app', () => {
  it('serves the sandbox checkout page for a checkout made through the stack', async () => {
    const { app, stack, close } = await openTestApp();
    try {
      const { url } = await stack.payments.createCheckout({
        customer: { userId: 'user-1', email: 'zoe@example.com' },
        items: ['maps'],
        successUrl: 'http://lorewright.test/payment-success',
        cancelUrl: 'http://lorewright.test/subscribe',
      });
      const response = await app.inject({ url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Subscribe to Lorewright');
    } finally {
      await close();
    }
  });

  it('serves no sandbox pages when Stripe is configured', async () => {
    const { app, stack, close } = await openTestApp({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    try {
      expect(stack.sandboxPayments).toBeNull();
      const response = await app.inject({ url: '/sandbox/checkout/cs_sbx_000000000000000000000000' });
      expect(response.body).not.toContain('Lorewright sandbox');
    } finally {
      await close();
    }
  });
});
