import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AlertMessage } from '../../components/Alerts';
import { useAppDispatch } from '../../app/store';
import { alertShown } from '../../app/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import styles from './AuthCard.module.css';

export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const busy = useLoadingFlag(forgot.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      dispatch(alertShown({ kind: 'warning', text: m.enterEmail }));
      return;
    }
    forgot.mutate(email.trim(), { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) });
  };

  return (
    <AuthCard title="Forgot Password" lead="Enter your account's email and we will send you a link to set a new password.">
      {forgot.isSuccess ? (
        <div className={styles.result}>
          <AlertMessage kind="success" inline>
            {forgot.data.message}
          </AlertMessage>
          <Link to="/login" className="button button-secondary">
            Back to Login
          </Link>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className={`button button-primary ${styles.submit}`} disabled={busy}>
            {busy && <span className={styles.spinner} aria-hidden="true" />}
            Send Email
          </button>
        </form>
      )}
      {!forgot.isSuccess && (
        <p className={styles.switch}>
          Remembered it? <Link to="/login">Login</Link>
        </p>
      )}
    </AuthCard>
  );
}
