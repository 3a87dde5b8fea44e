import type { PaidElement } from './pricing';

// Commands on a user's subscription stream `subscription-{userId}`. Times are epoch seconds.
// The handler asks the provider first where a command needs it (a checkout session, the
// upgrade's charge) and passes what it answered; webhooks arrive verified and parsed by the
// payments adapter, each with the provider's event id.
type Base = { userId: string; now: number };

export type ChangeType = 'upgrade' | 'downgrade';

// One verified webhook, in the provider-neutral shape the payments adapters produce (the same
// shape as api/src/payments' BillingWebhook, so the handler passes it through). `eventId` is the
// provider's event id; a redelivery carries the same one.
export interface Period {
  start: number;
  end: number;
}

export type Webhook =
  // Checkout completes only once the first payment went through (a declined card never does).
  | { type: 'checkoutCompleted'; eventId: string; customerId: string; subscriptionId: string; items: PaidElement[]; period: Period }
  | { type: 'invoicePaid'; eventId: string; invoiceId: string; subscriptionId: string; amountPaid: number; period: Period; hostedInvoiceUrl: string | null }
  | { type: 'invoicePaymentFailed'; eventId: string; invoiceId: string; subscriptionId: string; amountDue: number; dueDate: number }
  // The portal and renewals change cancel_at and, at a new period, the items.
  | { type: 'subscriptionUpdated'; eventId: string; subscriptionId: string; items: PaidElement[]; cancelAt: number | null; period: Period }
  // The provider ended the subscription: cancel_at reached, unpaid past the grace, or deleted.
  | { type: 'subscriptionEnded'; eventId: string; subscriptionId: string; endedAt: number }
  // An event billing does not act on.
  | { type: 'ignored'; eventId: string };

export type SubscriptionCommand =
  // customerId: the person's one customer at the provider, remembered for every later checkout.
  | (Base & { type: 'StartCheckout'; items: PaidElement[]; checkoutId: string; customerId?: string })
  | (Base & { type: 'RecordWebhook'; webhook: Webhook })
  // A completed checkout that duplicated the live plan, after the handler ended its subscription
  // at the provider and refunded what it was charged (amountRefunded, cents).
  | (Base & { type: 'RecordDuplicate'; webhook: Extract<Webhook, { type: 'checkoutCompleted' }>; amountRefunded: number })
  | (Base & { type: 'ChangeSubscription'; change: ChangeType; newItems: PaidElement[]; prorationDate: number })
  | (Base & { type: 'ScheduleCancel' })
  | (Base & { type: 'UndoCancel' })
  // From the test clock or a timer: ends a plan whose grace or cancel date has passed.
  | (Base & { type: 'Expire' });
