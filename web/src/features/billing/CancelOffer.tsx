import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import { CancelButton, UndoCancelButton } from './CancelButtons';
import { formatSeconds } from './formatSeconds';
import styles from './Billing.module.css';

/** A live plan with nothing selected: cancel it, or undo a cancellation already made (product.md §4). */
export function CancelOffer({ plan }: { plan: PlanSummary }) {
  const until = plan.next_payment;
  if (plan.cancel_at !== null) {
    return (
      <div className={styles.action}>
        <p className={styles.notice}>{m.willNotRenew}</p>
        {until !== null && <p className="panel-text">{m.scheduledToExpire(formatSeconds(until))}</p>}
        <div className="button-row">
          <UndoCancelButton />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.action}>
      <p className="panel-text">No elements selected. To stop paying, cancel your subscription; your data is kept.</p>
      <div className="button-row">
        <CancelButton label="Cancel Subscription" until={until} />
      </div>
    </div>
  );
}
