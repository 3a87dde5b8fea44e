import type { PricesView } from '@lorewright/domain/billing/billing.views';
import { planTotal, sameItems, sortedItems } from '@lorewright/domain/billing/planItems';
import { isLivePlan, type PlanSummary } from '@lorewright/domain/billing/planSummary';
import { formatDollars, type PaidElement } from '@lorewright/domain/billing/pricing';
import { useState } from 'react';
import { CancelOffer } from './CancelOffer';
import { ChangeReview } from './ChangeReview';
import { CheckoutAction } from './CheckoutAction';
import { PendingDowngrade } from './PendingDowngrade';
import { PriceTable } from './PriceTable';
import styles from './Billing.module.css';

/** The element choice (the live plan's items to start with), its monthly total, and what it leads to. */
export function SubscribeForm({ plan, prices }: { plan: PlanSummary; prices: PricesView }) {
  const [selected, setSelected] = useState<PaidElement[]>(() => (isLivePlan(plan) ? sortedItems(plan.items) : []));
  const toggle = (element: PaidElement) =>
    setSelected((current) => sortedItems(current.includes(element) ? current.filter((item) => item !== element) : [...current, element]));

  return (
    <section className="panel-card" aria-labelledby="choose-title">
      <h2 id="choose-title" className="panel-title">
        Choose your elements
      </h2>
      <PriceTable prices={prices} selected={selected} onToggle={toggle} />
      <p className={styles.total} aria-live="polite">
        Monthly total <strong>{formatDollars(planTotal(selected))}</strong>
      </p>
      <SubscribeAction plan={plan} selected={selected} />
    </section>
  );
}

// product.md §4.10, a subscription change: no plan → checkout; nothing selected → cancel; else a change.
function SubscribeAction({ plan, selected }: { plan: PlanSummary; selected: PaidElement[] }) {
  if (!isLivePlan(plan)) return <CheckoutAction items={selected} />;
  if (selected.length === 0) return <CancelOffer plan={plan} />;
  if (sameItems(selected, plan.items)) return <p className={`panel-text ${styles.action}`}>These are the elements of your current plan.</p>;
  if (plan.pending_downgrade && sameItems(selected, plan.pending_downgrade.items)) {
    return (
      <p className={`panel-text ${styles.action}`}>
        <PendingDowngrade {...plan.pending_downgrade} />
      </p>
    );
  }
  // A new choice is a new review: the preview of another choice must not be confirmed.
  return <ChangeReview key={selected.join()} plan={plan} newItems={selected} />;
}
