import { randomBytes } from 'node:crypto';
import type { InvoiceLine, Period } from './payments';
import { itemsToMetadata, pricedItems } from './priceCatalog';
import type { SandboxInvoice, SandboxSubscription } from './sandboxStore';
import type { StripeLikeSubscription } from './stripeEvents';

// The sandbox's objects in Stripe's shapes, so its events and invoices go through the same
// mapping as Stripe's (stripeEvents.ts, stripeInvoices.ts).

// Unguessable ids: a checkout or portal id in a page address is the only key to that page.
export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export const stripeSubscription = (subscription: SandboxSubscription): StripeLikeSubscription => {
  const shape = {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    ended_at: subscription.endedAt,
    metadata: { items: itemsToMetadata(subscription.items) },
    items: {
      object: 'list',
      data: pricedItems(subscription.items).map((item) => ({
        id: `si_${subscription.id}_${item.element}`,
        price: { lookup_key: item.lookupKey, unit_amount: item.unitAmount },
        quantity: 1,
        current_period_start: subscription.periodStart,
        current_period_end: subscription.periodEnd,
      })),
    },
  };
  return shape;
};

export const newInvoice = (invoice: {
  customerId: string;
  subscriptionId: string;
  lines: (InvoiceLine & { period: Period })[];
  created: number;
  baseUrl: string;
}): SandboxInvoice => {
  const id = sandboxId('in');
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const periods = invoice.lines.map((line) => line.period);
  return {
    id,
    customer: invoice.customerId,
    status: 'open',
    amount_due: Math.max(0, total),
    amount_paid: 0,
    created: invoice.created,
    due_date: invoice.created,
    hosted_invoice_url: `${invoice.baseUrl}/sandbox/invoice/${id}`,
    period_start: Math.min(...periods.map((p) => p.start)),
    period_end: Math.max(...periods.map((p) => p.end)),
    parent: { subscription_details: { subscription: invoice.subscriptionId } },
    lines: { data: invoice.lines },
  };
};

// A renewal's invoice lines: each element at its tier's price for the whole period.
export const periodLines = (subscription: SandboxSubscription) =>
  pricedItems(subscription.items).map((item) => ({
    description: `${item.element} (tier ${item.tier})`,
    amount: item.unitAmount,
    period: { start: subscription.periodStart, end: subscription.periodEnd },
  }));

export const isSandboxId = (id: string) => /^[a-z]+_sbx_[0-9a-f]{24}$/.test(id);
