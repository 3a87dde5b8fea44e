import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import { useCallback, useId, useState, type FormEvent } from 'react';
import styles from '../Staff.module.css';

/** The answer mailed to the ticket's author; a blank one is refused here, before the server. */
export function TicketAnswerForm({ busy, onSend }: { busy: boolean; onSend: (message: string, done: () => void) => void }) {
  const id = useId();
  const errorId = useId();
  const [message, setMessage] = useState('');
  const [blank, setBlank] = useState(false);
  const clear = useCallback(() => setMessage(''), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blankNow = !message.trim();
    setBlank(blankNow);
    if (!blankNow) onSend(message.trim(), clear);
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
        aria-invalid={blank}
        aria-describedby={blank ? errorId : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      {blank && (
        <p id={errorId} role="alert" className={styles.error}>
          {m.answerRequired}
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
