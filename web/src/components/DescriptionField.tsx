import { useId } from 'react';
import styles from './FormCard.module.css';

/** The description of a new-element form: a few lines of text, stopping at the element's length. */
export function DescriptionField({
  value,
  max,
  optional = false,
  onChange,
}: {
  value: string;
  max: number;
  optional?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        Description {optional && <span className={styles.optional}>(optional)</span>}
      </label>
      <textarea id={id} className={`text-input ${styles.textarea}`} value={value} maxLength={max} rows={3} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
