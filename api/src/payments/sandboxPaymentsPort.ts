import type { Payments } from './payments';
import type { CardInput } from './sandboxCards';
import type { SandboxCheckout, SandboxInvoice, SandboxSubscription } from './sandboxStore';
import type { DeliverWebhook } from './sandboxWebhookOutbox';

export interface SandboxPaymentsOptions {
  dataDir: string;
  webhookSecret: string;
  // Where the app serves the sandbox pages (PUBLIC_URL).
  baseUrl: string;
  // Posts one signed event to the app's webhook route.
  deliver: DeliverWebhook;
  onDeliveryError?: (error: unknown, eventType: string) => void;
  // The real clock in epoch seconds; the test clock runs ahead of it.
  realNow?: () => number;
}

export type CardResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

// The sandbox's own surface beyond the port: its pages' actions and the test clock.
export interface SandboxPayments extends Payments {
  now(): number;
  // Moves the test clock ahead: renewals are billed, scheduled cancellations end, unpaid
  // subscriptions expire after the grace days, each with its webhook.
  advanceClock(seconds: number): Promise<void>;
  checkoutPage(id: string): SandboxCheckout | undefined;
  payCheckout(id: string, card: CardInput): Promise<CardResult>;
  portalPage(id: string): { returnUrl: string; cardLast4: string | null; subscription: SandboxSubscription | null } | undefined;
  updateCard(portalId: string, card: CardInput): Promise<CardResult>;
  portalCancel(portalId: string, cancel: boolean): Promise<void>;
  invoicePage(id: string): SandboxInvoice | undefined;
  // The stored subscription, for tests.
  subscription(id: string): SandboxSubscription | undefined;
}
