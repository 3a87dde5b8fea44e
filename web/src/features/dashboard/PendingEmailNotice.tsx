import type { PendingEmail } from '@lorewright/domain/accounts/userView';
import { formatDateTime } from '../../lib/formatDate';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCancelEmailChange } from './api';
import styles from './Dashboard.module.css';

/** The address change waiting for its confirmation link, with a way to withdraw it. */
export function PendingEmailNotice({ pending }: { pending: PendingEmail }) {
  const dispatch = useAppDispatch();
  const cancel = useCancelEmailChange();
  const expired = Date.parse(pending.expiresAt) <= Date.now();
  if (expired) return null;

  const withdraw = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message })),
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });

  return (
    <div className={styles.pendingEmail} role="status">
      <p>
        Waiting for confirmation of <strong>{pending.address}</strong>. Open the link we sent to that address before {formatDateTime(pending.expiresAt)}; until
        then you keep signing in with your current address.
      </p>
      <button type="button" className="button button-secondary" onClick={withdraw} disabled={cancel.isPending}>
        Cancel change
      </button>
    </div>
  );
}
