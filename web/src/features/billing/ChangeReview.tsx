import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { planTotal } from '@lorewright/domain/billing/planItems';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { AlertMessage } from '../../components/Alerts';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { awaitPermissions, usePreviewChange, useUpdateSubscription } from './api';
import { ProrationPreview } from './ProrationPreview';
import styles from './Billing.module.css';

/**
 * A live plan and another choice: Review Change asks the server what it costs now, Confirm makes
 * the change with the preview's proration date, so the charge is the one shown.
 */
export function ChangeReview({ plan, newItems }: { plan: PlanSummary; newItems: PaidElement[] }) {
  const preview = usePreviewChange();
  const update = useUpdateSubscription();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  // product.md §4.10: a higher new total is an upgrade (charged now), anything else a downgrade.
  const type = planTotal(newItems) > plan.total ? 'upgrade' : 'downgrade';

  const review = () => preview.mutate({ new_items: newItems, proration_date: Math.floor(Date.now() / 1000) });

  const confirm = async (proration_date: number) => {
    // mutateAsync: the page shows the new plan at once, and this must go on after it unmounts.
    const view = await update.mutateAsync({ type, new_items: newItems, proration_date }).catch(() => null);
    if (!view) return;
    dispatch(alertShown({ kind: 'success', text: m.updated }));
    // The menus unlock once the account has the new permissions.
    await awaitPermissions(queryClient, newItems).catch(() => false);
  };

  // Confirmed with the date the server prorated the preview as of (the device's clock may run ahead).
  const reviewed = preview.isSuccess ? preview.data.proration_date : undefined;
  return (
    <div className={styles.action}>
      {preview.isSuccess && <ProrationPreview type={type} invoice={preview.data} nextPayment={plan.next_payment} />}
      {preview.isError && (
        <AlertMessage kind="error" inline>
          {preview.error.message}
        </AlertMessage>
      )}
      {update.isError && (
        <AlertMessage kind="error" inline>
          <strong>{m.updateFailed}</strong> {update.error.message}
        </AlertMessage>
      )}
      <div className="button-row">
        {reviewed !== undefined ? (
          <button type="button" className="button button-primary" disabled={update.isPending || update.isSuccess} onClick={() => void confirm(reviewed)}>
            Confirm
          </button>
        ) : (
          <button type="button" className="button button-primary" disabled={preview.isPending} onClick={review}>
            Review Change
          </button>
        )}
      </div>
    </div>
  );
}
