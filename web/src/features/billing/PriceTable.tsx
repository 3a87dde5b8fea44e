import type { PricesView } from '@lorewright/domain/billing/billing.views';
import { formatDollars, TIERS, type PaidElement } from '@lorewright/domain/billing/pricing';
import { ELEMENT_ROWS } from './elementRows';
import styles from './Billing.module.css';

interface PriceTableProps {
  prices: PricesView;
  selected: readonly PaidElement[];
  onToggle: (element: PaidElement) => void;
}

/** Each element with its unit price by tier; the tier of the current selection is highlighted. */
export function PriceTable({ prices, selected, onToggle }: PriceTableProps) {
  const currentTier = TIERS[selected.length - 1];
  const isCurrent = (tier: string) => tier === currentTier;
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${styles.priceTable}`}>
        <caption className="visually-hidden">Price per element and month, by how many paid elements the plan has</caption>
        <thead>
          <tr>
            <th scope="col">Element</th>
            {TIERS.map((tier) => (
              <th key={tier} scope="col" className={styles.price} data-current={isCurrent(tier)} aria-current={isCurrent(tier) || undefined}>
                {tier}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ELEMENT_ROWS.map(({ name, element }) => (
            <tr key={name}>
              <th scope="row">
                <label className={styles.toggle}>
                  <input
                    type="checkbox"
                    checked={element === null || selected.includes(element)}
                    disabled={element === null}
                    onChange={() => element && onToggle(element)}
                  />
                  {name}
                </label>
              </th>
              {element === null ? (
                <td colSpan={TIERS.length} className={styles.free}>
                  Free, always included
                </td>
              ) : (
                TIERS.map((tier) => (
                  <td key={tier} className={styles.price} data-current={isCurrent(tier)}>
                    {formatDollars(prices[tier][element].unit_amount)}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
