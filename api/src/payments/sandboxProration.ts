import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { invalid } from '@lorewright/domain/shared/errors';
import type { ChangePreview, Period } from './payments';
import { monthlyTotal, pricedItems } from './priceCatalog';

const dateText = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

// The proration of product.md §4.10 in Stripe's line layout: the unused share of the old plan is credited, the same share
// of the new plan charged. Their sum is (new − old monthly total) × the remaining fraction of the
// period; a negative sum (a downgrade) is due as 0.
export const prorationPreview = (change: {
  oldItems: readonly PaidElement[];
  newItems: readonly PaidElement[];
  period: Period;
  prorationDate: number;
}): ChangePreview => {
  const { period, prorationDate } = change;
  if (prorationDate < period.start || prorationDate > period.end) throw invalid('The proration date must be within the current period.');
  const fraction = (period.end - prorationDate) / (period.end - period.start);
  const oldTotal = monthlyTotal(pricedItems(change.oldItems));
  const newTotal = monthlyTotal(pricedItems(change.newItems));
  const after = dateText(prorationDate);
  const lines = [
    { description: `Unused time on ${change.oldItems.join(', ')} after ${after}`, amount: -Math.round(oldTotal * fraction) },
    { description: `Remaining time on ${change.newItems.join(', ')} after ${after}`, amount: Math.round(newTotal * fraction) },
  ];
  return { lines, amountDue: Math.max(0, lines[0].amount + lines[1].amount) };
};
