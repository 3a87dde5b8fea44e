import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { INPUT_MISMATCH_MESSAGE, INPUT_REQUIRED_MESSAGE } from '../../components/InputModal';
import { ModalFrame } from '../../components/ModalFrame';
import styles from '../../components/InputModal.module.css';

export const CURRENT_PASSWORD_LABEL = 'Current password';

/**
 * A new address is typed a second time (product.md §5) and the current password is asked too: the
 * server checks it, so a session left open on someone's computer cannot move the account.
 */
export function EmailChangeModal({ newEmail, onSubmit, onCancel }: { newEmail: string; onSubmit: (password: string) => void; onCancel: () => void }) {
  const [retyped, setRetyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'password'; text: string } | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const ids = { form: useId(), email: useId(), password: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      retyped.trim() === ''
        ? { field: 'email' as const, text: INPUT_REQUIRED_MESSAGE }
        : retyped !== newEmail
          ? { field: 'email' as const, text: INPUT_MISMATCH_MESSAGE }
          : password === ''
            ? { field: 'password' as const, text: m.currentPasswordNeeded }
            : null;
    setError(problem);
    if (problem) return (problem.field === 'email' ? emailInput : passwordInput).current?.focus();
    onSubmit(password);
  };

  const invalid = (field: 'email' | 'password') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

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
      <form id={ids.form} className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={ids.email} className={styles.label}>
          {m.confirmEmail}
        </label>
        <input
          ref={emailInput}
          id={ids.email}
          className={styles.input}
          type="text"
          autoComplete="off"
          value={retyped}
          onChange={(e) => setRetyped(e.target.value)}
          {...invalid('email')}
        />
        <label htmlFor={ids.password} className={styles.label}>
          {CURRENT_PASSWORD_LABEL}
        </label>
        <input
          ref={passwordInput}
          id={ids.password}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...invalid('password')}
        />
        {error && (
          <p id={ids.error} className={styles.error} role="alert">
            {error.text}
          </p>
        )}
      </form>
    </ModalFrame>
  );
}
