import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useStartSession } from '../../lib/session/api';
import { markIntroductionShown } from '../../lib/session/introductionOnce';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useLogin } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import { useFormSubmit } from './useFormSubmit';
import styles from './AuthCard.module.css';

// Spec §9: after 'Login successful!' the app moves on after 500 ms.
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Where a fresh login lands: the introduction on the very first login, else the dashboard. */
export const landingAfterLogin = (numLogins: number) => (numLogins === 1 ? '/introduction' : '/dashboard');

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const login = useLogin();
  const startSession = useStartSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [succeeded, setSucceeded] = useState(false);
  // Whether a token was already held when the page opened: only then does it send to /dashboard.
  const [signedInAtOpen] = useState(isSignedIn);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = useLoadingFlag(login.isPending || succeeded);

  const submit = useFormSubmit(
    busy,
    () => (email.trim() && password ? null : m.enterAllFields),
    (showError) =>
      login.mutate(
        { email: email.trim(), password },
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
          onError: showError,
        },
      ),
  );

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (signedInAtOpen && isSignedIn && !succeeded) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title="Welcome Back!" lead="Log in to continue building your worlds.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
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
