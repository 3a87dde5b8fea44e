import { TicketAnswerBody } from '@lorewright/domain/staff/ticket.bodies';
import { useCallback, useId, useState, type FormEvent } from 'react';
import styles from '../Staff.module.css';

/**
 * The answer mailed to the ticket's author, checked by the answer call's own body before the
 * server (blank, too long). Checked as the button is pressed, not by useBodyForm's asynchronous
 * submit: the refusal is beside the field at once.
 */
export function TicketAnswerForm({ busy, onSend }: { busy: boolean; onSend: (message: string, done: () => void) => void }) {
  const id = useId();
  const errorId = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const clear = useCallback(() => setMessage(''), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = TicketAnswerBody.safeParse({ message });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) onSend(checked.data.message, clear);
  };

  return (
    <form className="form-field" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label">
        Answer by e-mail
      </label>
      <textarea
        id={id}
        className={`text-input ${styles.textarea}`}
        value={message}
        rows={6}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      {problem && (
        <p id={errorId} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Send Answer
        </button>
      </div>
    </form>
  );
}
