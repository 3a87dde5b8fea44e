import { useId, type FormEvent, type ReactNode } from 'react';
import styles from './RoomPanel.module.css';

export interface SetTextFieldProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** The Set button and Enter in the field both call this. */
  onSet: () => void;
  /** What follows the field inside the same form: more buttons, a hint. */
  children?: ReactNode;
}

/** A scene setting typed into a text field and applied with its Set button (background, video link). */
export function SetTextField({ label, value, placeholder, onChange, onSet, children }: SetTextFieldProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSet();
  };

  return (
    <form className={styles.group} onSubmit={submit}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          className={`text-input ${styles.input}`}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className={`button button-secondary ${styles.small}`}>
          Set
        </button>
      </div>
      {children}
    </form>
  );
}
