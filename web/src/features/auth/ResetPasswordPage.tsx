import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { useAppDispatch } from '../../app/store';
import { alertShown } from '../../app/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useResetCode, useResetPassword } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { newPasswordFormProblem, passwordHint, repeatHint } from './validation';
import styles from './AuthCard.module.css';

export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const resetCode = useResetCode(code);
  const reset = useResetPassword();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const busy = useLoadingFlag(reset.isPending);

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
          <Link to="/login" className="button button-primary">
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordFormProblem({ email, password, repeat });
    if (problem) {
      dispatch(alertShown({ kind: 'warning', text: problem }));
      return;
    }
    reset.mutate(
      { email: email.trim(), password, code },
      { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) },
    );
  };

  const pwHint = passwordHint(password);
  const rpHint = repeatHint(password, repeat);

  return (
    <AuthCard title="Reset Password" lead="Choose a new password for your account.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="New Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          hint={pwHint?.text}
          hintTone={pwHint?.tone}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Password Repeat"
          type="password"
          name="repeat"
          autoComplete="new-password"
          value={repeat}
          hint={rpHint?.text}
          hintTone={rpHint?.tone}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={busy}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          Send Email
        </button>
      </form>
    </AuthCard>
  );
}
