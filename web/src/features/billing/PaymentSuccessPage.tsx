import { itemNames } from '@lorewright/domain/billing/planItems';
import { isLivePlan } from '@lorewright/domain/billing/planSummary';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { usePlanUntilLive } from './api';
import { SignedInOnly } from './SignedInOnly';
import { useAwaitedPermissions } from './useAwaitedPermissions';
import styles from './Billing.module.css';

/** /payment-success (product.md §2): back from the hosted checkout; the plan unlocks a moment later. */
export function PaymentSuccessPage() {
  return (
    <SignedInOnly>
      <PaymentSuccess />
    </SignedInOnly>
  );
}

function PaymentSuccess() {
  const plan = usePlanUntilLive();
  const live = plan.data && isLivePlan(plan.data) ? plan.data : null;
  const wait = useAwaitedPermissions(live?.items ?? null);

  return (
    <StatusCard badge="Subscription" title="Payment Successful">
      <StatusText>Thank you for subscribing to Lorewright.</StatusText>
      {plan.isError && (
        <AlertMessage kind="error" inline>
          {plan.error.message}
        </AlertMessage>
      )}
      {!live || wait === 'waiting' ? (
        <p className={styles.quiet} role="status">
          Setting up your plan…
        </p>
      ) : (
        <>
          <p className={styles.quiet}>{wait === 'arrived' ? 'Unlocked for you:' : 'Your plan is ready; these unlock in a moment:'}</p>
          <ul className={styles.unlocked} aria-label="Unlocked elements">
            {itemNames(live.items).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      <StatusActions>
        <Link to="/creation" className="button button-primary">
          Start Creating
        </Link>
        <Link to="/dashboard/manage-subscription" className="button button-secondary">
          Manage Subscription
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
