import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { useOpenPortal } from './api';
import { leaveForProvider } from './leaveForProvider';
import { useErrorAlert } from './useErrorAlert';

/** Update Card Details: the provider's portal, or the server's error as an alert (product.md §5). */
export function UpdateCardButton() {
  const portal = useOpenPortal();
  const showError = useErrorAlert();
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={portal.isPending}
      onClick={() => portal.mutate(undefined, { onSuccess: (answer) => leaveForProvider(answer.url), onError: showError })}
    >
      {m.updateCard}
    </button>
  );
}
