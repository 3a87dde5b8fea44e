import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useId, useMemo, useRef, useState } from 'react';
import { ModalFrame } from '../../components/ModalFrame';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { emailChangeForm } from './emailChangeForm';
import styles from '../../components/InputModal.module.css';

export const CURRENT_PASSWORD_LABEL = 'Current password';

type Field = 'retyped' | 'password';

/**
 * A new address is typed a second time (product.md §5.3) and the current password is asked too: the
 * server checks it, so a session left open on someone's computer cannot move the account. A
 * refusal is said inside the dialog, beside the field it is about, until the next try.
 */
export function EmailChangeModal({ newEmail, onSubmit, onCancel }: { newEmail: string; onSubmit: (password: string) => void; onCancel: () => void }) {
  const schema = useMemo(() => emailChangeForm(newEmail), [newEmail]);
  const form = useBodyForm(schema, { retyped: '', password: '' });
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const ids = { form: useId(), email: useId(), password: useId(), error: useId() };
  const retyped = form.register('retyped');

  const submit = form.submitWith(
    ({ password }) => {
      setProblem(null);
      onSubmit(password);
    },
    (text) => {
      const field: Field = form.getFieldState('retyped').error ? 'retyped' : 'password';
      setProblem({ field, text });
      form.setFocus(field);
    },
  );

  const invalid = (field: Field) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

  return (
    <ModalFrame
      title="Confirm your new email"
      onClose={onCancel}
      initialFocus={emailInput}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" form={ids.form} className="button button-primary">
            Confirm
          </button>
        </>
      }
    >
      <form id={ids.form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.email} className={styles.label}>
          {m.confirmEmail}
        </label>
        <input
          id={ids.email}
          className={styles.input}
          type="text"
          autoComplete="off"
          {...retyped}
          ref={(input) => {
            retyped.ref(input);
            emailInput.current = input;
          }}
          {...invalid('retyped')}
        />
        <label htmlFor={ids.password} className={styles.label}>
          {CURRENT_PASSWORD_LABEL}
        </label>
        <input
          id={ids.password}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...invalid('password')}
        />
        {problem && (
          <p id={ids.error} className={styles.error} role="alert">
            {problem.text}
          </p>
        )}
      </form>
    </ModalFrame>
  );
}
