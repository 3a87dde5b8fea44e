import { Field } from './Field';
import { passwordHint, repeatHint, type Hint } from './validation';

/** A typed field of a form: its value and what a change hands it (react-hook-form's controller field). */
interface TypedField {
  value: string;
  onChange: (value: string) => void;
}

export interface NewPasswordFieldsProps {
  /** 'Password' when registering, 'New Password' when resetting. */
  passwordLabel: string;
  password: TypedField;
  repeat: TypedField;
}

/** A new password and its repeat, each with its live hint (length rule, mismatch). */
export function NewPasswordFields({ passwordLabel, password, repeat }: NewPasswordFieldsProps) {
  const fields: { label: string; name: string; field: TypedField; hint: Hint | null }[] = [
    { label: passwordLabel, name: 'password', field: password, hint: passwordHint(password.value) },
    { label: 'Password Repeat', name: 'repeat', field: repeat, hint: repeatHint(password.value, repeat.value) },
  ];
  return fields.map(({ label, name, field, hint }) => (
    <Field
      key={name}
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      value={field.value}
      hint={hint?.text}
      hintTone={hint?.tone}
      onChange={(e) => field.onChange(e.target.value)}
    />
  ));
}
