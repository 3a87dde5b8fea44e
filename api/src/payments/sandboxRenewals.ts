import { addMonth, UNPAID_GRACE_SECONDS } from './billingPeriod';
import { newInvoice, periodLines, stripeSubscription } from './sandboxShapes';
import type { SandboxInvoice, SandboxState, SandboxSubscription } from './sandboxStore';

interface RenewalContext {
  state: SandboxState;
  now: number;
  emit: (type: string, object: unknown) => void;
  charge: (invoice: SandboxInvoice) => boolean;
  baseUrl: string;
}

// Ends a subscription: open invoices are no longer collected, and the provider tells of it.
export const endSandboxSubscription = (context: Pick<RenewalContext, 'state' | 'emit'>, subscription: SandboxSubscription, endedAt: number) => {
  subscription.status = 'canceled';
  subscription.endedAt = endedAt;
  // Like Stripe, open invoices of an ended subscription are no longer collected.
  for (const invoice of Object.values(context.state.invoices)) {
    if (invoice.status === 'open' && invoice.parent?.subscription_details?.subscription === subscription.id) invoice.status = 'void';
  }
  context.emit('customer.subscription.deleted', stripeSubscription(subscription));
};

// Brings every subscription up to the test clock's `now`, period by period: a scheduled
// cancellation ends at period end; otherwise the next period is invoiced and charged, and a
// subscription left unpaid for the grace days after the due date expires.
export const settleDueSubscriptions = (context: RenewalContext) => {
  for (const subscription of Object.values(context.state.subscriptions)) {
    while (subscription.status !== 'canceled') {
      const expiresAt = subscription.unpaidSince === null ? Infinity : subscription.unpaidSince + UNPAID_GRACE_SECONDS;
      if (expiresAt <= Math.min(context.now, subscription.periodEnd)) {
        endSandboxSubscription(context, subscription, expiresAt);
        break;
      }
      if (subscription.periodEnd > context.now) break;
      if (subscription.cancelAtPeriodEnd) {
        endSandboxSubscription(context, subscription, subscription.periodEnd);
        break;
      }
      subscription.periodStart = subscription.periodEnd;
      subscription.periodEnd = addMonth(subscription.periodStart);
      subscription.items = subscription.pendingItems ?? subscription.items;
      subscription.pendingItems = null;
      context.emit('customer.subscription.updated', stripeSubscription(subscription));
      const invoice = newInvoice({
        customerId: subscription.customerId,
        subscriptionId: subscription.id,
        lines: periodLines(subscription),
        created: subscription.periodStart,
        baseUrl: context.baseUrl,
      });
      context.state.invoices[invoice.id] = invoice;
      if (!context.charge(invoice)) {
        subscription.status = 'past_due';
        subscription.unpaidSince ??= invoice.due_date ?? invoice.created;
      }
    }
  }
};
