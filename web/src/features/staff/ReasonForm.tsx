import { BlockBody } from '@lorewright/domain/staff/staff.bodies';
import { useCallback, useState, type FormEvent } from 'react';
import { CheckedTextArea } from '../../components/CheckedTextArea';
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

/**
 * A reason and the button that acts on it, checked before the server by the staff's one reason
 * rule (a block's body; a violation's is the same, a hide's differs only in its blank text, and
 * this form has always said 'Please give a reason.'). Checked as the button is pressed, not by
 * useBodyForm's asynchronous submit: the refusal is beside the field at once.
 */
export function ReasonForm({ label, submitLabel, busy, confirmQuestion, onSend }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The checked reason, while the confirm modal asks about it.
  const [confirming, setConfirming] = useState<string | null>(null);
  const clear = useCallback(() => setReason(''), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = BlockBody.safeParse({ reason });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    if (confirmQuestion) setConfirming(checked.data.reason);
    else onSend(checked.data.reason, clear);
  };

  return (
    <form className="form-field" onSubmit={submit} noValidate>
      <CheckedTextArea
        label={label}
        problem={problem}
        problemClassName={styles.error}
        className={styles.textarea}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <ConfirmModal
        open={confirming !== null}
        title={confirmQuestion ?? ''}
        text={confirming ?? ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          onSend(confirming ?? '', clear);
        }}
      />
    </form>
  );
}
