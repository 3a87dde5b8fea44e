import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { PAID_ELEMENTS } from './pricing';

// Events of a user's subscription stream `subscription-{userId}`. Times are epoch seconds and
// money cents, as the provider and the subscription history count them; permission expiries
// are ISO, as the user's Permissions (accounts/permissions.ts) hold them. An event caused by a
// provider webhook carries the provider's event id: the decider ignores an id it has seen.

const userId = z.string();
const seconds = z.number().int().nonnegative();
const cents = z.number().int();
const items = z.array(z.enum(PAID_ELEMENTS));
const providerEventId = z.string().min(1);
// Changes the user makes through the portal come as webhooks; those made here have no id.
const optionalProviderEventId = providerEventId.nullable();
const period = { periodStart: seconds, periodEnd: seconds };
const line = z.object({ description: z.string(), amount: cents });

// The user asked for a hosted checkout of these items (the provider's session id), for the
// person's one customer at the provider (absent on checkouts recorded before it was kept here).
export const CheckoutStarted = defineEvent({
  type: 'CheckoutStarted',
  version: 1,
  schema: z.object({ userId, checkoutId: z.string(), items, at: seconds, customerId: z.string().min(1).optional() }),
});

export const CheckoutCompleted = defineEvent({
  type: 'CheckoutCompleted',
  version: 1,
  schema: z.object({ userId, providerEventId, at: seconds }),
});

export const SubscriptionStarted = defineEvent({
  type: 'SubscriptionStarted',
  version: 1,
  schema: z.object({ userId, providerEventId, subscriptionId: z.string(), customerId: z.string(), items, ...period, created: seconds }),
});

export const InvoicePaid = defineEvent({
  type: 'InvoicePaid',
  version: 1,
  schema: z.object({
    userId,
    providerEventId,
    invoiceId: z.string(),
    items,
    amountPaid: cents,
    ...period,
    hostedInvoiceUrl: z.string().nullable(),
    paidAt: seconds,
  }),
});

export const InvoicePaymentFailed = defineEvent({
  type: 'InvoicePaymentFailed',
  version: 1,
  schema: z.object({ userId, providerEventId, invoiceId: z.string(), items, amountDue: cents, dueDate: seconds }),
});

// Prorated and charged at once (amountCharged is the proration invoice's amount due).
export const SubscriptionUpgraded = defineEvent({
  type: 'SubscriptionUpgraded',
  version: 1,
  schema: z.object({ userId, items, prorationDate: seconds, lines: z.array(line), amountCharged: cents, at: seconds }),
});

// No charge now; the new items replace the old ones when the next period starts.
export const DowngradeScheduled = defineEvent({
  type: 'DowngradeScheduled',
  version: 1,
  schema: z.object({ userId, items, effectiveAt: seconds, at: seconds }),
});

export const DowngradeApplied = defineEvent({
  type: 'DowngradeApplied',
  version: 1,
  schema: z.object({ userId, providerEventId, items, at: seconds }),
});

export const CancellationScheduled = defineEvent({
  type: 'CancellationScheduled',
  version: 1,
  schema: z.object({ userId, providerEventId: optionalProviderEventId, cancelAt: seconds, at: seconds }),
});

export const CancellationUndone = defineEvent({
  type: 'CancellationUndone',
  version: 1,
  schema: z.object({ userId, providerEventId: optionalProviderEventId, at: seconds }),
});

// 'canceled': cancel_at reached; 'unpaid': the grace after the due date ran out; 'deleted': the
// provider ended it. The author's elements stay readable and are never deleted.
export const SubscriptionExpired = defineEvent({
  type: 'SubscriptionExpired',
  version: 1,
  schema: z.object({ userId, providerEventId: optionalProviderEventId, reason: z.enum(['canceled', 'unpaid', 'deleted']), canceledAt: seconds }),
});

// A checkout completed while another subscription was the live plan (two checkouts paid in a
// race): that second subscription was ended at the provider and what it was charged refunded
// (cents). The plan itself is unchanged; the history shows the refund.
export const DuplicateSubscriptionRefunded = defineEvent({
  type: 'DuplicateSubscriptionRefunded',
  version: 1,
  schema: z.object({ userId, providerEventId, subscriptionId: z.string(), items, amountRefunded: cents.nonnegative(), at: seconds }),
});

// What the plan pays for: each feature allowed until `until` (ISO). A reactor copies these to
// the user's stream (FeaturePermissionGranted), never shortening the promotion's year.
export const SubscriptionPermissionsGranted = defineEvent({
  type: 'SubscriptionPermissionsGranted',
  version: 1,
  schema: z.object({ userId, permissions: z.partialRecord(z.enum(PAID_ELEMENTS), z.string()) }),
});

export const SubscriptionPermissionsRevoked = defineEvent({
  type: 'SubscriptionPermissionsRevoked',
  version: 1,
  schema: z.object({ userId, features: items, at: z.string() }),
});

export const billingEvents = [
  CheckoutStarted,
  CheckoutCompleted,
  SubscriptionStarted,
  InvoicePaid,
  InvoicePaymentFailed,
  SubscriptionUpgraded,
  DowngradeScheduled,
  DowngradeApplied,
  CancellationScheduled,
  CancellationUndone,
  SubscriptionExpired,
  DuplicateSubscriptionRefunded,
  SubscriptionPermissionsGranted,
  SubscriptionPermissionsRevoked,
];

export type BillingEvent =
  | EventOf<typeof CheckoutStarted>
  | EventOf<typeof CheckoutCompleted>
  | EventOf<typeof SubscriptionStarted>
  | EventOf<typeof InvoicePaid>
  | EventOf<typeof InvoicePaymentFailed>
  | EventOf<typeof SubscriptionUpgraded>
  | EventOf<typeof DowngradeScheduled>
  | EventOf<typeof DowngradeApplied>
  | EventOf<typeof CancellationScheduled>
  | EventOf<typeof CancellationUndone>
  | EventOf<typeof SubscriptionExpired>
  | EventOf<typeof DuplicateSubscriptionRefunded>
  | EventOf<typeof SubscriptionPermissionsGranted>
  | EventOf<typeof SubscriptionPermissionsRevoked>;
