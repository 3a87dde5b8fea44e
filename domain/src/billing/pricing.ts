import { z } from 'zod';

// Prices per month in cents (product.md §9): the price of one more element depends on how many paid
// elements the user already owns; all three together cost 12 dollars.
export const PAID_ELEMENTS = ['timelines', 'maps', 'languages'] as const;
export const PaidElement = z.enum(PAID_ELEMENTS);
export type PaidElement = z.infer<typeof PaidElement>;

export const UNIT_PRICE_BY_OWNED = [500, 400, 300] as const; // 0 owned → 5.00, 1 → 4.00 (20% off), 2 → 3.00 (40% off)
export const ALL_ELEMENTS_PRICE = 1200;
export const TIERS = ['1 Element', '2 Elements', '3 Elements'] as const;
export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

// Total monthly price for owning `count` paid elements.
export const totalForElements = (count: number): number => {
  if (!Number.isInteger(count) || count < 0 || count > PAID_ELEMENTS.length) throw new Error(`No price for ${count} elements.`);
  let total = 0;
  for (let owned = 0; owned < count; owned++) total += UNIT_PRICE_BY_OWNED[owned];
  return total;
};

// The price table by tier: the price of each element when it is the n-th one.
export const priceTable = () => TIERS.map((tier, index) => ({ tier, unitAmount: UNIT_PRICE_BY_OWNED[index], total: totalForElements(index + 1) }));

// Money is held in cents and shown in dollars with two decimals.
export const formatDollars = (cents: number) => `$${(Math.max(0, cents) / 100).toFixed(2)}`;

// POST payment/prices: by tier, keyed by product, unit_amount in cents (product.md §3 Price table).
export const pricesByTier = () =>
  Object.fromEntries(
    TIERS.map((tier, index) => [tier, Object.fromEntries(PAID_ELEMENTS.map((element) => [element, { unit_amount: UNIT_PRICE_BY_OWNED[index] }]))]),
  ) as Record<Tier, Record<PaidElement, { unit_amount: number }>>;
