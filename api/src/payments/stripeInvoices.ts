import type { Invoice, InvoiceStatus, Period } from './payments';
import { invalid } from '@lorewright/domain/shared/errors';
import { invoiceSubscriptionRef } from './stripeVersionedFields';

// Stripe's invoice shape, as Stripe returns it and as the sandbox stores it; only what is read.
export interface StripeLikeInvoice {
  id: string;
  status: string | null;
  amount_paid: number;
  amount_due: number;
  created: number;
  due_date: number | null;
  hosted_invoice_url?: string | null;
  period_start: number;
  period_end: number;
  parent: { subscription_details: { subscription: string | { id: string } } | null } | null;
  // Where the subscription was named before API version 2025-03-31 (stripeVersionedFields.ts).
  subscription?: string | { id: string } | null;
  lines: { data: { description: string | null; amount: number; period: Period }[] };
}

// Stripe fields that hold an id or, when expanded, the object.
export const idOf = (value: string | { id: string } | null | undefined): string => {
  if (!value) throw invalid('The webhook names no customer or subscription.');
  return typeof value === 'string' ? value : value.id;
};

// A subscription invoice's service period is its lines' (the invoice's own period_* are the
// previous period's on a renewal).
export const invoicePeriod = (invoice: StripeLikeInvoice): Period => {
  const periods = invoice.lines.data.map((line) => line.period);
  if (periods.length === 0) return { start: invoice.period_start, end: invoice.period_end };
  return { start: Math.min(...periods.map((p) => p.start)), end: Math.max(...periods.map((p) => p.end)) };
};

const STATUSES: readonly InvoiceStatus[] = ['draft', 'open', 'paid', 'void', 'uncollectible'];

export const toInvoice = (invoice: StripeLikeInvoice): Invoice => {
  const subscription = invoiceSubscriptionRef(invoice);
  return {
    id: invoice.id,
    subscriptionId: subscription ? idOf(subscription) : null,
    created: invoice.created,
    status: STATUSES.find((status) => status === invoice.status) ?? 'draft',
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    period: invoicePeriod(invoice),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
  };
};
