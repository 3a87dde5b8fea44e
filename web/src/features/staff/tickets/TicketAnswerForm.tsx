import { TicketAnswerBody } from '@lorewright/domain/staff/ticket.bodies';
import { useCallback, useState, type FormEvent } from 'react';
import { CheckedTextArea } from '../../../components/CheckedTextArea';
import styles from '../Staff.module.css';

/**
 * The answer mailed to the ticket's author, checked by the answer call's own body before the
 * server (blank, too long). Checked as the button is pressed, not by useBodyForm's asynchronous
 * submit: the refusal is beside the field at once.
 */
export function TicketAnswerForm({ busy, onSend }: { busy: boolean; onSend: (message: string, done: () => void) => void }) {
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
      <CheckedTextArea
        label="Answer by e-mail"
        problem={problem}
        problemClassName={styles.error}
        className={styles.textarea}
        value={message}
        rows={6}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Send Answer
        </button>
      </div>
    </form>
  );
}
