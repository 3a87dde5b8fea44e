import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { WRITING_TITLE_MAX } from '@lorewright/domain/writings/writingLimits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from './WritingsMenu.module.css';

/** The inline rename of a menu row: the name, Save and Cancel (Escape cancels too). */
export function RenameField({ title, busy, onSave, onCancel }: { title: string; busy: boolean; onSave: (title: string) => void; onCancel: () => void }) {
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
        className={`text-input ${styles.renameInput}`}
        aria-label={`New name for ${title}`}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(limitDisplayLength(event.target.value, WRITING_TITLE_MAX))}
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
