import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useResetCode, useResetPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { GoToLogin } from './GoToLogin';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';
import { useFormSubmit } from './useFormSubmit';
import { newPasswordFormProblem } from './validation';
import styles from './AuthCard.module.css';

export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const resetCode = useResetCode(code);
  const reset = useResetPassword();
  const [email, setEmail] = useState('');
  const { password, repeat, fieldProps: newPasswordProps } = useNewPassword();
  const busy = useLoadingFlag(reset.isPending);
  const submit = useFormSubmit(
    busy,
    () => newPasswordFormProblem({ email, password, repeat }),
    (showError) => reset.mutate({ email: email.trim(), password, code }, { onError: showError }),
  );

  // The code names its account: fill the address in once it is known.
  const knownEmail = resetCode.data?.email;
  useEffect(() => {
    if (knownEmail) setEmail((current) => current || knownEmail);
  }, [knownEmail]);

  if (resetCode.isPending) {
    return (
      <AuthCard title="Reset Password">
        <PageLoading />
      </AuthCard>
    );
  }

  if (resetCode.isError) {
    return (
      <AuthCard title="Reset Password">
        <div className={styles.result}>
          <AlertMessage kind="error" inline>
            {resetCode.error.message}
          </AlertMessage>
          <Link to="/forgot-password" className="button button-primary">
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset Password">
        <div className={styles.result} role="status">
          <p className={styles.resultTitle}>{m.passwordResetDone}</p>
          <GoToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" lead="Choose a new password for your account.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <NewPasswordFields passwordLabel="New Password" {...newPasswordProps} />
        <SubmitButton busy={busy}>Send Email</SubmitButton>
      </form>
    </AuthCard>
  );
}
