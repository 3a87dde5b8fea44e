import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useResetCode, useResetPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { GoToLogin } from './GoToLogin';
import { NewPasswordFields } from './NewPasswordFields';
import { ResetPasswordForm } from './newPasswordForm';
import { SubmitButton } from './SubmitButton';
import styles from './AuthCard.module.css';

export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const resetCode = useResetCode(code);
  const reset = useResetPassword();
  const form = useBodyForm(ResetPasswordForm, { email: '', password: '', repeat: '' });
  const password = useController({ control: form.control, name: 'password' }).field;
  const repeat = useController({ control: form.control, name: 'repeat' }).field;
  const busy = useLoadingFlag(reset.isPending);
  const submit = form.submitWith((body) => {
    if (busy) return;
    reset.mutate({ email: body.email, password: body.password, code }, { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) });
  });

  // The code names its account: fill the address in once it is known.
  const knownEmail = resetCode.data?.email;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (knownEmail && !getValues('email')) setValue('email', knownEmail);
  }, [knownEmail, getValues, setValue]);

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
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email" type="email" autoComplete="username" {...form.register('email')} />
        <NewPasswordFields passwordLabel="New Password" password={password} repeat={repeat} />
        <SubmitButton busy={busy}>Send Email</SubmitButton>
      </form>
    </AuthCard>
  );
}
