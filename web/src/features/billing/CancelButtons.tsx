import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { billingMessages as m } from '@lorewright/domain/billing/billingMessages';
import { useCancelSubscription, useUndoCancel } from './api';
import { formatSeconds } from './formatSeconds';
import { useErrorAlert } from './useErrorAlert';

/** Cancel, after a Yes: the plan stops renewing and ends with the paid period. */
export function CancelButton({ label, until }: { label: string; until: number | null }) {
  const cancel = useCancelSubscription();
  const showError = useErrorAlert();
  const [confirming, setConfirming] = useState(false);
  const confirm = () => {
    setConfirming(false);
    cancel.mutate(undefined, { onError: showError });
  };
  return (
    <>
      <button type="button" className="button button-secondary" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        {label}
      </button>
      <ConfirmModal
        open={confirming}
        title="Cancel your subscription?"
        text={`Your plan will not renew.${until === null ? '' : ` Your elements stay unlocked until ${formatSeconds(until)}.`} Your data is kept.`}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Undo Cancel: the plan renews again. */
export function UndoCancelButton() {
  const undo = useUndoCancel();
  const showError = useErrorAlert();
  return (
    <button type="button" className="button button-primary" disabled={undo.isPending} onClick={() => undo.mutate(undefined, { onError: showError })}>
      {m.undoCancel}
    </button>
  );
}
