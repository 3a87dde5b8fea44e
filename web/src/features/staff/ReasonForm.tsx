import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import styles from './Staff.module.css';

export interface ReasonFormProps {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Asked in the confirm modal before sending, when the action needs a second thought. */
  confirmQuestion?: string;
  /** Sends the trimmed reason; calls `done` once the server accepted it, to clear the field. */
  onSend: (reason: string, done: () => void) => void;
}

/** A reason and the button that acts on it; a blank reason is refused here, before the server. */
export function ReasonForm({ label, submitLabel, busy, confirmQuestion, onSend }: ReasonFormProps) {
  const id = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const clear = useCallback(() => setReason(''), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blankNow = !reason.trim();
    setBlank(blankNow);
    if (blankNow) return;
    if (confirmQuestion) setConfirming(true);
    else onSend(reason.trim(), clear);
  };

  return (
    <form className="form-field" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`text-input ${styles.textarea}`}
        value={reason}
        aria-invalid={blank}
        aria-describedby={blank ? errorId : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {blank && (
        <p id={errorId} role="alert" className={styles.error}>
          {m.reasonRequired}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <ConfirmModal
        open={confirming}
        title={confirmQuestion ?? ''}
        text={reason.trim()}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend(reason.trim(), clear);
        }}
      />
    </form>
  );
}
