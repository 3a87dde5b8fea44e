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
  // The person's customer at the provider (customerFor), so one person is one customer there.
  customerId?: string;
}

// A subscription at the provider that has not ended: active, past_due or unpaid (still collecting),
// set to cancel, … (the provider's status, for messages and logs).
export interface LiveSubscription {
  id: string;
  status: string;
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
  // Never negative: a credit larger than the charge is due as 0 (product.md §9).
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

// At most one subscription per person: the billing commands open a checkout only after
// customerFor (one customer per person), expireCheckouts (no earlier checkout can still be paid)
// and liveSubscriptions (none running); a checkout paid in a race anyway is ended and refunded
// with endSubscription when its webhook arrives.
export interface Payments {
  // Which adapter, for the start-up log.
  readonly describe: string;
  // The person's one customer: the remembered `customerId` while the provider still has it, else
  // a new one (concurrent first calls for the same person get the same one where the provider
  // allows it: Stripe's idempotency key).
  customerFor(customer: Customer): Promise<{ customerId: string }>;
  // Expires every unfinished hosted checkout of the customer, so none of them can be paid any more.
  // A checkout completing at that moment is not an error: its subscription is then live.
  expireCheckouts(request: { customerId: string }): Promise<{ expired: number }>;
  // The customer's subscriptions that have not ended.
  liveSubscriptions(request: { customerId: string }): Promise<LiveSubscription[]>;
  // A hosted checkout for a new subscription; the person is sent to `url`.
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  // Ends the subscription now: no proration, nothing more invoiced, open invoices no longer
  // collected. With `refund`, everything paid on it is refunded. Safe to repeat: an ended
  // subscription stays ended and nothing is refunded twice. Answers the amount refunded on it so
  // far, in cents (0 without `refund`).
  endSubscription(request: { subscriptionId: string; refund: boolean }): Promise<{ amountRefunded: number }>;
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
