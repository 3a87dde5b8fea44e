import { useId, type ComponentProps } from 'react';
import styles from './AuthCard.module.css';

export type HintTone = 'valid' | 'invalid';

// The input's props, its ref too: a form's register() hands one over.
export interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string | null;
  hintTone?: HintTone;
}

/** A labelled input with a live hint below it (announced politely as it changes). */
export function Field({ label, hint, hintTone = 'invalid', className, ...input }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={hint && hintTone === 'invalid' ? true : undefined}
        {...input}
      />
      <p id={hintId} className={`${styles.hint} ${hintTone === 'valid' ? styles.valid : styles.invalid}`} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
