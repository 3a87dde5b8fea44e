// One billing period is a calendar month, as Stripe bills monthly prices: the same day of the
// next month, or that month's last day when it is shorter (31 January → 28/29 February).
export const addMonth = (epochSeconds: number): number => {
  const date = new Date(epochSeconds * 1000);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
};

export const DAY_SECONDS = 86_400;
// product.md §9.7: a subscription unpaid this long after its due date expires.
export const UNPAID_GRACE_SECONDS = 7 * DAY_SECONDS;
