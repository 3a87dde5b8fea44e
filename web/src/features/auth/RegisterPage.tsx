import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { GoToLogin } from './GoToLogin';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { PromotionNotice } from './PromotionNotice';
import { SubmitButton } from './SubmitButton';
import { useFormSubmit } from './useFormSubmit';
import { newPasswordFormProblem } from './validation';
import styles from './AuthCard.module.css';

export function RegisterPage() {
  const register = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { password, repeat, fieldProps: newPasswordProps } = useNewPassword();
  const busy = useLoadingFlag(register.isPending);
  const submit = useFormSubmit(
    busy,
    () => newPasswordFormProblem({ name, email, password, repeat }),
    (showError) => register.mutate({ name: name.trim(), email: email.trim(), password }, { onError: showError }),
  );

  if (register.isSuccess) {
    return (
      <AuthCard title={m.registrationComplete} lead={m.checkEmail}>
        <PromotionNotice />
        <div className={styles.actions}>
          <GoToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Register" lead="Create an account to build worlds and write their stories.">
      <PromotionNotice />
      {/* Enter in any field submits the form. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <NewPasswordFields passwordLabel="Password" {...newPasswordProps} />
        <SubmitButton busy={busy}>Register</SubmitButton>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
