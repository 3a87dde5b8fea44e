import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/store';
import { alertShown } from '../../app/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { PromotionNotice } from './PromotionNotice';
import { newPasswordFormProblem, passwordHint, repeatHint } from './validation';
import styles from './AuthCard.module.css';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const register = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const busy = useLoadingFlag(register.isPending);

  if (register.isSuccess) {
    return (
      <AuthCard title={m.registrationComplete} lead={m.checkEmail}>
        <PromotionNotice />
        <div className={styles.actions}>
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
    const problem = newPasswordFormProblem({ name, email, password, repeat });
    if (problem) {
      dispatch(alertShown({ kind: 'warning', text: problem }));
      return;
    }
    register.mutate(
      { name: name.trim(), email: email.trim(), password },
      { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) },
    );
  };

  const pwHint = passwordHint(password);
  const rpHint = repeatHint(password, repeat);

  return (
    <AuthCard title="Register" lead="Create an account to build worlds and write their stories.">
      <PromotionNotice />
      {/* Enter in any field submits the form. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
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
          Register
        </button>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
