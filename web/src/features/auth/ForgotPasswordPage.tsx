import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import { useFormSubmit } from './useFormSubmit';
import styles from './AuthCard.module.css';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const busy = useLoadingFlag(forgot.isPending);

  const submit = useFormSubmit(
    busy,
    () => (email.trim() ? null : m.enterEmail),
    (showError) => forgot.mutate(email.trim(), { onError: showError }),
  );

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
          <SubmitButton busy={busy}>Send Email</SubmitButton>
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
