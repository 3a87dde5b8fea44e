import { useId, useRef, useState, type FormEvent } from 'react';
import { ModalFrame } from './ModalFrame';
import styles from './InputModal.module.css';

// Validation texts, product.md §5.
export const INPUT_REQUIRED_MESSAGE = 'Please enter the requested information.';
export const INPUT_MISMATCH_MESSAGE = 'Please enter matching information.';
export const URL_REQUIRED_MESSAGE = 'Please enter a URL.';

export interface InputModalProps {
  open: boolean;
  title: string;
  label: string;
  /** 'url' asks for an address: an empty value gives 'Please enter a URL.' */
  variant?: 'text' | 'url';
  /** When given, the value must equal it exactly (e.g. retyping a new e-mail address). */
  requiredText?: string;
  /** A further check of a non-empty value: the message to show, or null when it is fine. */
  validate?: (value: string) => string | null;
  initialValue?: string;
  placeholder?: string;
  submitLabel?: string;
  cancelLabel?: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** The product's checks, in order: something entered, then the exact text when one is required. */
export function validateInput(
  value: string,
  { variant = 'text', requiredText, validate }: Pick<InputModalProps, 'variant' | 'requiredText' | 'validate'>,
): string | null {
  if (value.trim() === '') return variant === 'url' ? URL_REQUIRED_MESSAGE : INPUT_REQUIRED_MESSAGE;
  if (requiredText !== undefined && value !== requiredText) return INPUT_MISMATCH_MESSAGE;
  return validate?.(value.trim()) ?? null;
}

/** The generic input modal (product.md §2, §5): one value; an error shows under the field and keeps it. */
export function InputModal({ open, ...props }: InputModalProps) {
  if (!open) return null;
  return <InputDialog {...props} />;
}

function InputDialog({
  title,
  label,
  variant = 'text',
  requiredText,
  validate,
  initialValue = '',
  placeholder,
  submitLabel = 'OK',
  cancelLabel = 'Cancel',
  onSubmit,
  onCancel,
}: Omit<InputModalProps, 'open'>) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInput(value, { variant, requiredText, validate });
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    // An exact match is submitted as typed; free text loses stray spaces.
    onSubmit(requiredText === undefined ? value.trim() : value);
  };

  return (
    <ModalFrame
      title={title}
      onClose={onCancel}
      initialFocus={input}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" form={formId} className="button button-primary">
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type={variant === 'url' ? 'url' : 'text'}
          inputMode={variant === 'url' ? 'url' : undefined}
          value={value}
          placeholder={placeholder ?? (variant === 'url' ? 'https://' : undefined)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </ModalFrame>
  );
}
