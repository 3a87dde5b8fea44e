import { ALL_ELEMENTS_PRICE, formatDollars, priceTable, UNIT_PRICE_BY_OWNED } from '@lorewright/domain/billing/pricing';
import { Link } from 'react-router';
import { useAccessTracking } from '../../lib/access/useAccessTracking';
import styles from './PricingPage.module.css';

// Every number on this page comes from the domain's pricing rule.
const tiers = priceTable();
const discount = (unitAmount: number) => Math.round((1 - unitAmount / UNIT_PRICE_BY_OWNED[0]) * 100);
// Owning every element is the all-elements price.
const monthlyTotal = (index: number) => (index === tiers.length - 1 ? ALL_ELEMENTS_PRICE : tiers[index].total);

// Each paid element with what it holds, so a buyer knows what a row pays for.
const elements = [
  { name: 'Writings', paid: false },
  { name: 'Wikis', paid: false },
  { name: 'Timelines', paid: true, holds: 'Lines, zones and calendars' },
  { name: 'Maps', paid: true, holds: 'Points, links and the map generator' },
  { name: 'Languages', paid: true, holds: 'Rune key maps, a writing area, a lexicon, and scenes and wikis in runes' },
];

export function PricingPage() {
  useAccessTracking();
  return (
    <div className="page-column">
      <title>Pricing · Lorewright</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Pricing</h1>
        <p className={styles.lead}>
          Writings and wikis are free. Timelines, maps and languages are paid per element, each month, and every element you add costs less than the one before.
        </p>
      </header>

      <ol className={styles.tiers} aria-label="Monthly total by number of paid elements">
        {tiers.map((tier, index) => {
          const all = index === tiers.length - 1;
          return (
            <li key={tier.tier} className={styles.tier} data-highlight={all}>
              {all && <span className={styles.ribbon}>All elements</span>}
              <h2 className={styles.tierName}>{tier.tier}</h2>
              <p className={styles.tierTotal}>
                <span className={styles.amount}>{formatDollars(monthlyTotal(index))}</span>
                <span className={styles.per}> / month</span>
              </p>
              <p className={styles.tierNote}>
                {index === 0
                  ? `${formatDollars(tier.unitAmount)} for the first element.`
                  : `The ${index === 1 ? 'second' : 'third'} element costs ${formatDollars(tier.unitAmount)}, ${discount(tier.unitAmount)}% off.`}
              </p>
            </li>
          );
        })}
      </ol>

      <section className={styles.tableSection} aria-labelledby="price-table-title">
        <h2 id="price-table-title" className={styles.sectionTitle}>
          Price per element
        </h2>
        <p className={styles.sectionLead}>
          What each element costs a month, by how many paid elements your plan has. All three together cost <strong>{formatDollars(ALL_ELEMENTS_PRICE)}</strong>{' '}
          a month.
        </p>
        {/* On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too. */}
        <div className={styles.tableWrap} role="group" aria-labelledby="price-table-title" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Element</th>
                {tiers.map((tier) => (
                  <th key={tier.tier} scope="col">
                    {tier.tier}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {elements.map((element) => (
                <tr key={element.name} data-paid={element.paid}>
                  <th scope="row">
                    {element.name}
                    {element.holds && <span className={styles.holds}>{element.holds}</span>}
                  </th>
                  {element.paid ? (
                    tiers.map((tier) => <td key={tier.tier}>{formatDollars(tier.unitAmount)}</td>)
                  ) : (
                    <td colSpan={tiers.length} className={styles.free}>
                      Free
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Monthly total</th>
                {tiers.map((tier, index) => (
                  <td key={tier.tier}>{formatDollars(monthlyTotal(index))}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <div className={styles.cta}>
        <div className={styles.ctaCopy}>
          <h2 className={styles.ctaTitle}>Choose your elements</h2>
          <p className={styles.ctaText}>Pick the elements you want on the subscribe page. Card payments are handled by an external payment provider.</p>
        </div>
        <Link to="/subscribe" className="button button-primary">
          Subscribe
        </Link>
      </div>
    </div>
  );
}
