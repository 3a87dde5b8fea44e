import { foldEvents } from '../../shared/decider';
import type { BillingEvent } from '../billing.events';
import { DAY_SECONDS } from '../billingLimits';
import type { PaidElement } from '../pricing';
import type { SubscriptionCommand, Webhook } from '../subscription.commands';
import { subscriptionDecider } from '../subscription.decide';

// Fixtures of the billing specs: one user, a plan bought on 2026-01-01 for a 31-day period.
export const userId = 'u1';
export const START = Date.UTC(2026, 0, 1) / 1000;
export const END = START + 31 * DAY_SECONDS;
export const MID = START + 15 * DAY_SECONDS;
export const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const command = (now: number, rest: Record<string, unknown> & { type: SubscriptionCommand['type'] }) =>
  ({ userId, now, ...rest }) as SubscriptionCommand;
export const startCheckout = (items: PaidElement[], now = START) => command(now, { type: 'StartCheckout', items, checkoutId: 'cs_1' });
export const webhook = (hook: Webhook, now = START) => command(now, { type: 'RecordWebhook', webhook: hook });

export const checkoutHook = (items: PaidElement[], extra: Partial<Extract<Webhook, { type: 'checkoutCompleted' }>> = {}): Webhook => ({
  type: 'checkoutCompleted',
  eventId: 'evt_checkout',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  items,
  period: { start: START, end: END },
  ...extra,
});

// The invoice of the period starting at `periodStart` (a renewal), paid or failed.
export const renewalPaid = (periodStart = END, eventId = 'evt_paid_2'): Webhook => ({
  type: 'invoicePaid',
  eventId,
  subscriptionId: 'sub_1',
  invoiceId: `in_${periodStart}`,
  amountPaid: 500,
  period: { start: periodStart, end: periodStart + 31 * DAY_SECONDS },
  hostedInvoiceUrl: `https://pay.example/in_${periodStart}`,
});
export const renewalFailed = (periodStart = END, eventId = 'evt_failed_2'): Webhook => ({
  type: 'invoicePaymentFailed',
  eventId,
  subscriptionId: 'sub_1',
  invoiceId: `in_${periodStart}`,
  amountDue: 500,
  dueDate: periodStart,
});

// The events the decider records for these commands, one after another.
export const recorded = (commands: SubscriptionCommand[], given: BillingEvent[] = []): BillingEvent[] => {
  const events = [...given];
  for (const next of commands) events.push(...subscriptionDecider.decide(next, foldEvents(subscriptionDecider, events)));
  return events;
};

export const subscribedTo = (items: PaidElement[]) => recorded([startCheckout(items), webhook(checkoutHook(items))]);
export const stateOf = (events: BillingEvent[]) => foldEvents(subscriptionDecider, events);
