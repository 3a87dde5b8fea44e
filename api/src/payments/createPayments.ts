import { localServerUrl, type Config } from '../config';
import { WEBHOOK_PATH, type Payments } from './payments';
import { createSandboxPayments, type SandboxPayments } from './sandboxPayments';
import { loadSandboxSecret } from './sandboxSecret';
import { createStripePayments } from './stripePayments';

export interface ChosenPayments {
  payments: Payments;
  // The sandbox when it is the provider (its pages are then served), else null.
  sandbox: SandboxPayments | null;
}

type PaymentsConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'dataDir' | 'publicUrl' | 'HOST' | 'PORT'>;

const postWebhook = (url: string) => async (rawBody: string, signature: string) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: rawBody });
  if (!response.ok) throw new Error(`The webhook route answered ${response.status}.`);
};

// Stripe when STRIPE_SECRET_KEY is set (config.ts then requires STRIPE_WEBHOOK_SECRET), else the
// sandbox under DATA_DIR. No secret reaches `describe` or the log.
export const createPayments = (config: PaymentsConfig, logger?: { error(object: object, message?: string): void }): ChosenPayments => {
  if (config.STRIPE_SECRET_KEY) {
    return { payments: createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '' }), sandbox: null };
  }
  const sandbox = createSandboxPayments({
    dataDir: config.dataDir,
    webhookSecret: loadSandboxSecret(config.dataDir, config.STRIPE_WEBHOOK_SECRET),
    baseUrl: config.publicUrl,
    // The sandbox posts to this process directly, whatever proxy PUBLIC_URL names.
    deliver: postWebhook(`${localServerUrl(config)}${WEBHOOK_PATH}`),
    onDeliveryError: (error, eventType) =>
      logger?.error({ eventType, message: error instanceof Error ? error.message : String(error) }, 'sandbox webhook not delivered'),
  });
  return { payments: sandbox, sandbox };
};
