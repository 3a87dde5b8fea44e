import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payments } from './payments';
import { createSandboxPayments, type SandboxPayments } from './sandboxPayments';
import { createStripePayments } from './stripePayments';
import { startStripeTestServer, type StripeTestServerOptions } from './testing/stripeTestServer';

// Each adapter with what its tests need around it: the person's side of the hosted checkout and
// the webhooks the provider sent.
export interface Delivery {
  body: string;
  signature: string;
}

export interface PaymentsUnderTest {
  payments: Payments;
  webhookSecret: string;
  // Pays the hosted checkout with this card, as the person would on the provider's page; false
  // when the page refused (a declined card, a checkout no longer open).
  completeCheckout(checkoutId: string, cardNumber: string): Promise<boolean>;
  // The subscription's renewal could not be charged: it stays live, past_due.
  markPastDue(subscriptionId: string): Promise<void>;
  // The webhooks sent since the last call, in order.
  takeDeliveries(): Delivery[];
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'whsec_contract_test_secret';

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-payments-'));

export const openSandbox = (dataDir = tempDataDir(), realNow?: () => number) => {
  const delivered: Delivery[] = [];
  const sandbox: SandboxPayments = createSandboxPayments({
    dataDir,
    webhookSecret: WEBHOOK_SECRET,
    baseUrl: 'http://lorewright.test',
    deliver: async (body, signature) => {
      delivered.push({ body, signature });
    },
    realNow,
  });
  return { sandbox, dataDir, takeDeliveries: () => delivered.splice(0) };
};

export const sandboxUnderTest = async (): Promise<PaymentsUnderTest> => {
  const { sandbox, takeDeliveries } = openSandbox();
  return {
    payments: sandbox,
    webhookSecret: WEBHOOK_SECRET,
    completeCheckout: async (id, number) => {
      const paid = await sandbox.payCheckout(id, { number, expiry: '12/40', cvc: '123' }).catch(() => ({ ok: false }));
      return paid.ok;
    },
    // A card that saves but fails every later charge, then the period end passes.
    markPastDue: async (subscriptionId) => {
      const { customerId } = sandbox.subscription(subscriptionId)!;
      const portal = (await sandbox.openPortal({ customerId, returnUrl: 'http://lorewright.test/' })).url.split('/').at(-1)!;
      await sandbox.updateCard(portal, { number: '4000000000000341', expiry: '12/40', cvc: '123' });
      await sandbox.advanceClock(sandbox.subscription(subscriptionId)!.periodEnd - sandbox.now());
    },
    takeDeliveries,
    close: async () => {},
  };
};

export const stripeUnderTest = async (options: StripeTestServerOptions = {}) => {
  const server = await startStripeTestServer(WEBHOOK_SECRET, options);
  const payments = createStripePayments({
    secretKey: 'sk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
  });
  return {
    server,
    payments,
    webhookSecret: WEBHOOK_SECRET,
    completeCheckout: async (id: string, number: string) => server.completeCheckout(id, number),
    markPastDue: async (subscriptionId: string) => server.markPastDue(subscriptionId),
    takeDeliveries: () => server.takeEvents(),
    close: () => server.close(),
  } satisfies PaymentsUnderTest & { server: unknown };
};
