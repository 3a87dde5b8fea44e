import { z } from 'zod';
import { EPOCH_SECONDS_MAX } from './billingLimits';
import { billingMessages as m } from './billingMessages';
import { PAID_ELEMENTS } from './pricing';

// Request bodies of the subscription calls (product.md §5 Subscription). Products are the paid
// element names; a list is refused whole when one is unknown or repeated.
const product = z.enum(PAID_ELEMENTS, { error: m.unknownProduct });
const products = z
  .array(product, { error: m.itemsList })
  // zod still runs checks after a type error: a string is not a list of repeats.
  .refine((items) => !Array.isArray(items) || new Set(items).size === items.length, m.duplicateProduct);

// Epoch seconds: a whole, non-negative number, not a string. Whether it is near enough to now
// is for the decider, which knows the clock and the period (subscriptionChange.ts).
const prorationDate = z
  .number({ error: m.prorationDateInvalid })
  .int(m.prorationDateInvalid)
  .min(0, m.prorationDateInvalid)
  .max(EPOCH_SECONDS_MAX, m.prorationDateInvalid);

// Calls that take nothing still refuse stray fields, so a typo is seen, not ignored.
const empty = z.strictObject({}, { error: m.noBodyFields }).optional();

// POST payment/checkout: an empty list is the product's 'No products selected.'
export const CheckoutBody = z.object({ items: products.refine((items) => items.length > 0, m.noProducts) });
export const PricesBody = empty;
// POST subscription/update/preview
export const UpdatePreviewBody = z.object({ new_items: products, proration_date: prorationDate });
// POST subscription/update
export const UpdateBody = UpdatePreviewBody.extend({ type: z.enum(['upgrade', 'downgrade'], { error: m.changeType }) });
export const InvoicesBody = empty;
export const PortalBody = empty;
export const SubscriptionHistoryBody = empty;

export type CheckoutBody = z.infer<typeof CheckoutBody>;
export type UpdatePreviewBody = z.infer<typeof UpdatePreviewBody>;
export type UpdateBody = z.infer<typeof UpdateBody>;
// POST subscription/cancel and subscription/undoCancel (the manage-subscription page's buttons).
export const CancelBody = empty;
export const UndoCancelBody = empty;
// POST dev/payments/clock (development with the sandbox provider only): days to move its test clock ahead.
export const TEST_CLOCK_MAX_DAYS = 400;
export const TestClockBody = z.strictObject({
  days: z
    .number({ error: 'days must be a number.' })
    .positive('The test clock only moves forward.')
    .max(TEST_CLOCK_MAX_DAYS, `At most ${TEST_CLOCK_MAX_DAYS} days at once.`),
});
