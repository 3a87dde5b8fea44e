import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { GoToLogin } from './GoToLogin';
import { NewPasswordFields } from './NewPasswordFields';
import { RegisterForm } from './newPasswordForm';
import { PromotionNotice } from './PromotionNotice';
import { SubmitButton } from './SubmitButton';
import styles from './AuthCard.module.css';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const register = useRegister();
  const form = useBodyForm(RegisterForm, { name: '', email: '', password: '', repeat: '' });
  const password = useController({ control: form.control, name: 'password' }).field;
  const repeat = useController({ control: form.control, name: 'repeat' }).field;
  const busy = useLoadingFlag(register.isPending);
  const submit = form.submitWith((body) => {
    if (busy) return;
    register.mutate(
      { name: body.name, email: body.email, password: body.password },
      { onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })) },
    );
  });

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
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Name" autoComplete="name" {...form.register('name')} />
        <Field label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <NewPasswordFields passwordLabel="Password" password={password} repeat={repeat} />
        <SubmitButton busy={busy}>Register</SubmitButton>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
