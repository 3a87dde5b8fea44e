import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useStartSession } from '../../lib/session/api';
import { markIntroductionShown } from '../../lib/session/introductionOnce';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useLogin } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { LoginForm } from './loginForm';
import { SubmitButton } from './SubmitButton';
import styles from './AuthCard.module.css';

// product.md §9.2: after 'Login successful!' the app moves on after 500 ms.
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Where a fresh login lands: the introduction on the very first login, else the dashboard. */
export const landingAfterLogin = (numLogins: number) => (numLogins === 1 ? '/introduction' : '/dashboard');

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const login = useLogin();
  const startSession = useStartSession();
  const form = useBodyForm(LoginForm, { email: '', password: '' });
  const [succeeded, setSucceeded] = useState(false);
  // Whether a token was already held when the page opened: only then does it send to /dashboard.
  const [signedInAtOpen] = useState(isSignedIn);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = useLoadingFlag(login.isPending || succeeded);

  const submit = form.submitWith(({ email, password }) => {
    if (busy) return;
    login.mutate(
      { email, password },
      {
        onSuccess: ({ token, user }) => {
          setSucceeded(true);
          dispatch(alertShown({ kind: 'success', text: m.loginSuccessful }));
          // startSession never rejects here: a failed check falls back to the login's user.
          void startSession(token)
            .catch(() => ({ user }))
            .then((me) => {
              const target = landingAfterLogin(me.user.numLogins);
              if (target === '/introduction') markIntroductionShown(me.user._id);
              redirectTimer.current = setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
            });
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (signedInAtOpen && isSignedIn && !succeeded) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title="Welcome Back!" lead="Log in to continue building your worlds.">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <Field label="Password" type="password" autoComplete="current-password" {...form.register('password')} />
        <div className={styles.row}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <SubmitButton busy={busy}>Login</SubmitButton>
      </form>
      <p className={styles.switch}>
        Don't have an account? <Link to="/register">Register</Link>
      </p>
    </AuthCard>
  );
}
