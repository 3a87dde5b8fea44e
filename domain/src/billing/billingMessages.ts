import { UNPAID_GRACE_SECONDS, DAY_SECONDS } from './billingLimits';

// Every text of subscriptions, word for word from accounts-worlds-community.md (§2, §4, §5, §7)
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
  // Not given by the spec (docs/decisions.md, Billing).
  alreadySubscribed: 'You already have a subscription. Change it instead of checking out again.',
  unknownProduct: 'Please choose timelines, maps or languages.',
  duplicateProduct: 'Each product may be selected only once.',
  itemsList: 'Please send the products as a list.',
  sameProducts: 'Your plan already has these products.',
  wrongChange: (actual: 'upgrade' | 'downgrade') =>
    actual === 'upgrade' ? 'This change is an upgrade, not a downgrade.' : 'This change is a downgrade, not an upgrade.',
  changeType: "The change type must be 'upgrade' or 'downgrade'.",
  prorationDateInvalid: 'The proration date must be a whole number of seconds since 1970.',
  prorationDateStale: 'The proration date is too far from now: please review the change again.',
  payFirst: 'Please update your card details: your last payment has not arrived.',
  alreadyCancelled: 'Your plan is already set to not renew.',
  notCancelled: 'Your plan is not set to cancel.',
  notExpiring: 'The plan has not run out yet.',
  unknownSubscription: 'This payment is for a subscription not known yet; it will be sent again.',
  noBodyFields: 'This call takes no fields.',
} as const;
