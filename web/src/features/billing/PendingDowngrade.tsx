import { itemNames, planTotal } from '@lorewright/domain/billing/planItems';
import { formatDollars, type PaidElement } from '@lorewright/domain/billing/pricing';
import { formatSeconds } from './formatSeconds';

/** A downgrade waiting for the next period (product.md §4: effective next month). */
export function PendingDowngrade({ items, effective_at }: { items: readonly PaidElement[]; effective_at: number }) {
  return (
    <>
      From {formatSeconds(effective_at)}, your plan will be {itemNames(items).join(', ')} for {formatDollars(planTotal(items))} a month.
    </>
  );
}
