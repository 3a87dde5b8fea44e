import type { HistoryEntry } from './subscriptionHistory';
import type { PlanSummary } from './planSummary';
import type { ProrationInvoice } from './proration';
import type { pricesByTier } from './pricing';

// What the subscription calls answer (product.md §5 Subscription). Money in
// cents, instants in epoch seconds, as the product's entities hold them.

// POST payment/checkout: the hosted checkout the person is sent to.
export interface CheckoutView {
  id: string;
  url: string;
}

// POST payment/prices: by tier, keyed by product, unit_amount in cents (product.md §3 Price table).
export type PricesView = ReturnType<typeof pricesByTier>;

// POST subscription/update/preview: the proration invoice (lines.data, amount_due ≥ 0) and the
// proration date it is computed as of — the one sent, or now / the period's start when that one
// was a little ahead / before the period. The update confirms with this date.
export type UpdatePreviewView = ProrationInvoice & { proration_date: number };

// GET subscription/current, and the answer of every call that changes the plan.
export interface PlanView {
  plan: PlanSummary;
}

// POST subscription/update: the product's success text and the plan after the change.
export interface UpdateView extends PlanView {
  message: string;
}

// POST user/subscriptionHistory: the entries, oldest first (product.md §3 Subscription history entry).
export type SubscriptionHistoryView = HistoryEntry[];

// POST payment/invoices: the provider's invoices of the user, newest first.
export interface InvoiceView {
  id: string;
  created: number;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  lines: { description: string; amount: number }[];
}
export interface InvoicesView {
  invoices: InvoiceView[];
}

// POST payment/portal: the provider's page for card details and cancelling (product.md §7.12).
export interface PortalView {
  url: string;
}
