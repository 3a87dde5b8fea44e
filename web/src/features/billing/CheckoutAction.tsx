import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { useCheckout } from './api';
import { leaveForProvider } from './leaveForProvider';
import { useErrorAlert } from './useErrorAlert';
import styles from './Billing.module.css';

/** No plan yet: Checkout sends the choice to the provider's hosted checkout page. */
export function CheckoutAction({ items }: { items: readonly PaidElement[] }) {
  const checkout = useCheckout();
  const showError = useErrorAlert();
  const nothing = items.length === 0;
  // After success the browser is on its way out: a second click would open a second checkout.
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <div className={styles.action}>
      {nothing && <p className={styles.note}>{m.noProducts}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={nothing || busy}
          onClick={() => checkout.mutate([...items], { onSuccess: (answer) => leaveForProvider(answer.url), onError: showError })}
        >
          Checkout
        </button>
      </div>
      <p className="panel-text">You pay on the payment provider's secure page; Lorewright never sees your card.</p>
    </div>
  );
}
