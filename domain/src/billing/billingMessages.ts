import { UNPAID_GRACE_SECONDS, DAY_SECONDS } from './billingLimits';

// Every text of subscriptions, word for word from product.md (§2, §4, §5, §7)
// where it gives one; the others are marked (docs/decisions.md, Billing).
const GRACE_DAYS = UNPAID_GRACE_SECONDS / DAY_SECONDS;

export const billingMessages = {
  noProducts: 'No products selected.',
  updated: 'Subscription updated successfully!',
  updateFailed: 'Problem updating subscription.',
  notSubscribed: 'You are not yet subscribed.',
  willNotRenew: 'Plan Will Not Renew',
  scheduledToExpire: (date: string) => `Your plan is scheduled to expire on ${date}.`,
  expiredOn: (date: string) => `Your plan expired on ${date}.`,
  willExpireOn: (date: string) => `Will expire on ${date}`,
  noHistory: 'You have no subscription history.',
  paid: 'Paid',
  notPaid: 'Not Paid',
  updateCard: 'Update Card Details',
  cancel: 'Cancel',
  undoCancel: 'Undo Cancel',
  unpaidWarning: (dueDate: string) =>
    `Your payment has not arrived. Your subscription will be cancelled if no payment arrives within ${GRACE_DAYS} days of the due date (${dueDate}).`,
  // Not given by product.md (docs/decisions.md, Billing).
  // A second checkout while a plan is live (paid, unpaid or set to cancel): changes go through
  // subscription/update, so one person never holds two subscriptions at the provider.
  alreadySubscribed: 'You already have a plan: change it under Subscription.',
  // The provider holds a live subscription our log has not started yet (its checkout's webhook is
  // still on its way): a new checkout would be a second subscription.
  paymentPending: 'Your last payment is still being processed. Please try again in a few minutes.',
  // The history's status of a second checkout paid in a race with the first (ended at once).
  duplicateRefunded: 'Refunded: you already had a plan',
  unknownProduct: 'Please choose timelines, maps or languages.',
  duplicateProduct: 'Each product may be selected only once.',
  itemsList: 'Please send the products as a list.',
  sameProducts: 'Your plan already has these products.',
  wrongChange: (actual: 'upgrade' | 'downgrade') =>
    actual === 'upgrade' ? 'This change is an upgrade, not a downgrade.' : 'This change is a downgrade, not an upgrade.',
  changeType: "The change type must be 'upgrade' or 'downgrade'.",
  prorationDateInvalid: 'The proration date must be a whole number of seconds since 1970.',
  prorationDateStale: 'The proration date is too far from now: please review the change again.',
  prorationDateFuture: 'The proration date cannot be in the future: please review the change again.',
  // A signed webhook whose event does not have the shape billing reads (detail: the field and why).
  webhookBody: (detail: string) => `The webhook event is not valid: ${detail}`,
  payFirst: 'Please update your card details: your last payment has not arrived.',
  alreadyCancelled: 'Your plan is already set to not renew.',
  notCancelled: 'Your plan is not set to cancel.',
  notExpiring: 'The plan has not run out yet.',
  unknownSubscription: 'This payment is for a subscription not known yet; it will be sent again.',
  noBodyFields: 'This call takes no fields.',
} as const;
