// Billing constants (product.md §9). Times in epoch seconds, as the payment provider and the
// subscription history count them.
export const DAY_SECONDS = 86_400;

// An unpaid plan keeps its elements for 7 days after the due date, then expires.
export const UNPAID_GRACE_SECONDS = 7 * DAY_SECONDS;

// Refunds only for subscriptions less than 14 days old (FAQ); staff decide the exceptions.
export const REFUND_WINDOW_SECONDS = 14 * DAY_SECONDS;

// A proration date is the client's "now": it may lag the server by a slow preview screen, never
// by more than a day (beyond that the preview the user saw is stale).
export const PRORATION_DATE_TOLERANCE_SECONDS = DAY_SECONDS;

// A proration date ahead of the server is never charged as given (an upgrade made now must not
// be charged as if made later, for less): a few minutes ahead is a device clock running fast and
// is read as now; further ahead is refused.
export const PRORATION_CLOCK_SKEW_SECONDS = 5 * 60;

// The largest epoch second a body may carry (9999-12-31T23:59:59Z): bigger numbers are not dates.
export const EPOCH_SECONDS_MAX = 253_402_300_799;
