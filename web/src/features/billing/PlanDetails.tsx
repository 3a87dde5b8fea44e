import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { currentPlan } from '@lorewright/domain/billing/currentPlan';
import { itemNames } from '@lorewright/domain/billing/planItems';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import { formatDollars } from '@lorewright/domain/billing/pricing';
import { AlertMessage } from '../../components/Alerts';
import { formatSeconds } from './formatSeconds';
import { PendingDowngrade } from './PendingDowngrade';
import styles from './Billing.module.css';

/** The plan as product.md §4 (Subscription display) words it: elements, due date, total, payment, notices. */
export function PlanDetails({ plan }: { plan: PlanSummary }) {
  const display = currentPlan(plan, formatSeconds);
  if (display.kind !== 'active') return <p className={styles.lead}>{display.message}</p>;
  // The unpaid warning is a warning; the other notices are information.
  const unpaidWarning = plan.unpaid_due_date === null ? null : m.unpaidWarning(formatSeconds(plan.unpaid_due_date));

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Elements</dt>
          <dd>{itemNames(display.items).join(', ')}</dd>
        </div>
        <div>
          <dt>Due Date</dt>
          <dd>{formatSeconds(display.dueDate)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatDollars(display.total)} / month</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd className={display.paid ? styles.paid : styles.notPaid}>{display.paymentLabel}</dd>
        </div>
      </dl>
      {display.pendingDowngrade && (
        <p className="panel-text">
          <PendingDowngrade items={display.pendingDowngrade.items} effective_at={display.pendingDowngrade.effectiveAt} />
        </p>
      )}
      {display.notices.map((notice) =>
        notice === unpaidWarning ? (
          <AlertMessage key={notice} kind="warning" inline>
            {notice}
          </AlertMessage>
        ) : (
          <p key={notice} className={styles.notice}>
            {notice}
          </p>
        ),
      )}
    </>
  );
}
