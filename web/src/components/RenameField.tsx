import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from './RenameField.module.css';

export interface RenameFieldProps {
  title: string;
  /** The longest name the element takes (its domain limit). */
  max: number;
  busy: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** The inline rename of an element menu's row: the name, Save and Cancel (Escape cancels too). */
export function RenameField({ title, max, busy, onSave, onCancel }: RenameFieldProps) {
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value);
  };

  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
      <input
        ref={input}
        className={`text-input ${styles.input}`}
        aria-label={`New name for ${title}`}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(limitDisplayLength(event.target.value, max))}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <button type="submit" className={`button button-primary ${styles.small}`} disabled={busy}>
        Save
      </button>
      <button type="button" className={`button button-secondary ${styles.small}`} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
