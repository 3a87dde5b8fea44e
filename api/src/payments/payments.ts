import type { PaidElement } from '@lorewright/domain/billing/pricing';

// The payments port: what the billing flow asks of a payment provider. Provider-neutral: money
// in cents, instants in epoch seconds, elements by their product name. Adapters: Stripe
// (stripePayments.ts) and the built-in sandbox (sandboxPayments.ts), both held to
// payments.contract.spec.ts.

// Where the provider posts its signed events; the billing routes serve it, and it must hand
// parseWebhook the raw body exactly as received (the signature covers the bytes).
export const WEBHOOK_PATH = '/api/v1/payment/webhook';

export interface Period {
  start: number;
  end: number;
}

export interface Customer {
  userId: string;
  email: string;
  // The provider's customer from an earlier subscription, so a returning person keeps one record.
  customerId?: string;
}

export interface CheckoutRequest {
  customer: Customer;
  items: readonly PaidElement[];
  successUrl: string;
  cancelUrl: string;
}

export interface ChangeRequest {
  subscriptionId: string;
  newItems: readonly PaidElement[];
  // Proration is computed as of this instant, so a preview and the change it confirms agree.
  prorationDate: number;
}

export interface InvoiceLine {
  description: string;
  amount: number;
}

export interface ChangePreview {
  lines: InvoiceLine[];
  // Never negative: a credit larger than the charge is due as 0 (spec §9).
  amountDue: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface Invoice {
  id: string;
  subscriptionId: string | null;
  created: number;
  status: InvoiceStatus;
  amountDue: number;
  amountPaid: number;
  period: Period;
  hostedInvoiceUrl: string | null;
  lines: InvoiceLine[];
}

// The provider's events, already verified and reduced to what billing needs. `eventId` is the
// provider's own id: a redelivered event carries the same one, so the caller can drop it.
export type BillingWebhook =
  | {
      type: 'checkoutCompleted';
      eventId: string;
      userId: string;
      customerId: string;
      subscriptionId: string;
      items: PaidElement[];
      period: Period;
    }
  | {
      type: 'invoicePaid';
      eventId: string;
      invoiceId: string;
      subscriptionId: string;
      amountPaid: number;
      period: Period;
      hostedInvoiceUrl: string | null;
    }
  | { type: 'invoicePaymentFailed'; eventId: string; invoiceId: string; subscriptionId: string; amountDue: number; dueDate: number }
  | {
      type: 'subscriptionUpdated';
      eventId: string;
      subscriptionId: string;
      items: PaidElement[];
      // When the subscription stops unless the cancellation is undone, else null.
      cancelAt: number | null;
      period: Period;
    }
  // Cancelled at period end, or expired unpaid after the grace days.
  | { type: 'subscriptionEnded'; eventId: string; subscriptionId: string; endedAt: number }
  // An event billing does not act on.
  | { type: 'ignored'; eventId: string; providerType: string };

export interface Payments {
  // Which adapter, for the start-up log.
  readonly describe: string;
  // A hosted checkout for a new subscription; the person is sent to `url`.
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  previewChange(request: ChangeRequest): Promise<ChangePreview>;
  // 'upgrade': prorated and charged now. 'downgrade': the new items from the next period, no charge now.
  changeSubscription(request: ChangeRequest & { type: 'upgrade' | 'downgrade' }): Promise<void>;
  // The subscription ends at the end of the paid period unless undone before.
  scheduleCancel(request: { subscriptionId: string }): Promise<void>;
  undoCancel(request: { subscriptionId: string }): Promise<void>;
  // The provider's page for card details and cancelling.
  openPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  listInvoices(request: { customerId: string }): Promise<Invoice[]>;
  // Verifies the signature header (a forged or stale one throws DomainError 'invalid') and
  // reduces the event to a BillingWebhook.
  parseWebhook(rawBody: Buffer | string, signatureHeader: string): Promise<BillingWebhook>;
}
