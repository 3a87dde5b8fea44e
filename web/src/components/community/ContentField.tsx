import { useId } from 'react';
import styles from './Post.module.css';

interface ContentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
}

/** The text of a new post, thread or reply: a labelled textarea at least 80 px high (product.md §9). */
export function ContentField({ label, value, onChange, maxLength, placeholder, hideLabel = false, autoFocus = false }: ContentFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
