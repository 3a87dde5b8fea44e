import { z } from 'zod';
import { HistoryEntry } from './subscriptionHistory';
import { PlanSummary } from './planSummary';
import { ProrationInvoice } from './proration';
import { PaidElement, Tier } from './pricing';

// What the subscription calls answer (product.md §5 Subscription). Money in
// cents, instants in epoch seconds, as the product's entities hold them.

// POST payment/checkout: the hosted checkout the person is sent to.
export const CheckoutView = z.object({
  id: z.string(),
  url: z.string(),
});
export type CheckoutView = z.infer<typeof CheckoutView>;

// POST payment/prices: by tier, keyed by product, unit_amount in cents (product.md §3 Price table).
export const PricesView = z.record(Tier, z.record(PaidElement, z.object({ unit_amount: z.number() })));
export type PricesView = z.infer<typeof PricesView>;

// POST subscription/update/preview: the proration invoice (lines.data, amount_due ≥ 0) and the
// proration date it is computed as of — the one sent, or now / the period's start when that one
// was a little ahead / before the period. The update confirms with this date.
export const UpdatePreviewView = ProrationInvoice.extend({ proration_date: z.number() });
export type UpdatePreviewView = z.infer<typeof UpdatePreviewView>;

// GET subscription/current, and the answer of every call that changes the plan.
export const PlanView = z.object({
  plan: PlanSummary,
});
export type PlanView = z.infer<typeof PlanView>;

// POST subscription/update: the product's success text and the plan after the change.
export const UpdateView = PlanView.extend({
  message: z.string(),
});
export type UpdateView = z.infer<typeof UpdateView>;

// POST user/subscriptionHistory: the entries, oldest first (product.md §3 Subscription history entry).
export const SubscriptionHistoryView = z.array(HistoryEntry);
export type SubscriptionHistoryView = z.infer<typeof SubscriptionHistoryView>;

// POST payment/invoices: the provider's invoices of the user, newest first.
export const InvoiceView = z.object({
  id: z.string(),
  created: z.number(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  amount_due: z.number(),
  amount_paid: z.number(),
  period_start: z.number(),
  period_end: z.number(),
  hosted_invoice_url: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
});
export type InvoiceView = z.infer<typeof InvoiceView>;
export const InvoicesView = z.object({
  invoices: z.array(InvoiceView),
});
export type InvoicesView = z.infer<typeof InvoicesView>;

// POST payment/portal: the provider's page for card details and cancelling (product.md §7.12).
export const PortalView = z.object({
  url: z.string(),
});
export type PortalView = z.infer<typeof PortalView>;

// POST dev/payments/clock (development and tests): the sandbox's clock after the move, in seconds.
export const TestClockAnswer = z.object({ now: z.number() });
