import type { Period } from './payments';

// Fields billing reads that Stripe's API version 2025-03-31 (basil) moved. A webhook event is
// rendered in its endpoint's API version, not the client's, so an endpoint created with an older
// version sends the older shapes: both are read, the newer place first.
type Ref = string | { id: string };

// An invoice's subscription: `parent.subscription_details.subscription` since, `subscription` before.
export interface InvoiceSubscriptionFields {
  parent?: { subscription_details?: { subscription?: Ref | null } | null } | null;
  subscription?: Ref | null;
}

export const invoiceSubscriptionRef = (invoice: InvoiceSubscriptionFields): Ref | null =>
  invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;

// A subscription's current period: on each of its items since, on the subscription itself before.
interface PeriodFields {
  current_period_start?: number | null;
  current_period_end?: number | null;
}

export interface SubscriptionPeriodFields extends PeriodFields {
  items: { data: readonly PeriodFields[] };
}

const periodOf = ({ current_period_start: start, current_period_end: end }: PeriodFields): Period | null =>
  start != null && end != null ? { start, end } : null;

export const currentPeriod = (subscription: SubscriptionPeriodFields): Period | null =>
  subscription.items.data.map(periodOf).find((period) => period !== null) ?? periodOf(subscription);
