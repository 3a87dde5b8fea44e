import { useState } from 'react';
import { Field } from './Field';
import { passwordHint, repeatHint, type Hint } from './validation';

interface NewPasswordState {
  password: string;
  repeat: string;
  onPasswordChange: (password: string) => void;
  onRepeatChange: (repeat: string) => void;
}

export interface NewPasswordFieldsProps extends NewPasswordState {
  /** 'Password' when registering, 'New Password' when resetting. */
  passwordLabel: string;
}

/** The typed new password and its repeat, with `fieldProps` to hand to NewPasswordFields. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const fieldProps: NewPasswordState = { password, repeat, onPasswordChange: setPassword, onRepeatChange: setRepeat };
  return { password, repeat, fieldProps };
}

/** A new password and its repeat, each with its live hint (length rule, mismatch). */
export function NewPasswordFields({ passwordLabel, password, repeat, onPasswordChange, onRepeatChange }: NewPasswordFieldsProps) {
  const fields: { label: string; name: string; value: string; hint: Hint | null; onChange: (value: string) => void }[] = [
    { label: passwordLabel, name: 'password', value: password, hint: passwordHint(password), onChange: onPasswordChange },
    { label: 'Password Repeat', name: 'repeat', value: repeat, hint: repeatHint(password, repeat), onChange: onRepeatChange },
  ];
  return fields.map(({ label, name, value, hint, onChange }) => (
    <Field
      key={name}
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      value={value}
      hint={hint?.text}
      hintTone={hint?.tone}
      onChange={(e) => onChange(e.target.value)}
    />
  ));
}
