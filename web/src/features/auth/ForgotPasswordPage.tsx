import { ForgotPasswordBody } from '@lorewright/domain/accounts/credentials';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import styles from './AuthCard.module.css';

export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const forgot = useForgotPassword();
  // forgotPassword's body: 'Please enter your email.', then the e-mail rule.
  const form = useBodyForm(ForgotPasswordBody, { email: '' });
  const busy = useLoadingFlag(forgot.isPending);

  const submit = form.submitWith(({ email }) => {
    if (busy) return;
    forgot.mutate(email, { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) });
  });

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
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field label="Email" type="email" autoComplete="email" {...form.register('email')} />
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
