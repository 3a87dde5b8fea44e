import { z } from 'zod';
import { itemNames, planTotal } from './planItems';
import type { PaidElement } from './pricing';

// The proration invoice of a plan change (product.md §3: lines [{description, amount}] and
// amount_due, in cents). Like the provider, the unused time of the old plan is credited and the
// remaining time of the new plan charged, both for the share of the period left after the
// proration date. The net is rounded once, so it moves monotonically with time and the lines
// always add up to it; a negative amount due counts as 0 (product.md §9).
export const ProrationLine = z.object({
  description: z.string(),
  amount: z.number(),
});
export type ProrationLine = z.infer<typeof ProrationLine>;

export const ProrationInvoice = z.object({
  lines: z.object({ data: z.array(ProrationLine) }),
  amount_due: z.number(),
});
export type ProrationInvoice = z.infer<typeof ProrationInvoice>;

export interface ProrationInput {
  oldItems: readonly PaidElement[];
  newItems: readonly PaidElement[];
  // Epoch seconds.
  periodStart: number;
  periodEnd: number;
  prorationDate: number;
}

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

// Share of the period left after the proration date, kept within 0 and 1.
const remainingShare = ({ periodStart, periodEnd, prorationDate }: ProrationInput) => {
  const length = periodEnd - periodStart;
  if (length <= 0) return 0;
  const left = periodEnd - Math.min(periodEnd, Math.max(periodStart, prorationDate));
  return left / length;
};

export const prorationInvoice = (input: ProrationInput): ProrationInvoice => {
  const share = remainingShare(input);
  const oldTotal = planTotal(input.oldItems);
  const credit = Math.round(oldTotal * share);
  const net = Math.round((planTotal(input.newItems) - oldTotal) * share);
  const after = dateOf(input.prorationDate);
  const lines = [
    { description: `Unused time on ${itemNames(input.oldItems).join(', ')} after ${after}`, amount: -credit },
    { description: `Remaining time on ${itemNames(input.newItems).join(', ')} after ${after}`, amount: net + credit },
  ];
  return { lines: { data: lines }, amount_due: Math.max(0, net) };
};
