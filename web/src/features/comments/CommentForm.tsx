import { CommentText } from '@lorewright/domain/comments/commentText';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { COMMENT_TEXTS as T } from './commentTexts';
import styles from './CommentsPanel.module.css';

interface CommentFormProps {
  /** The text field's label, e.g. 'Your reply'. */
  label: string;
  submitLabel: string;
  initialText?: string;
  busy: boolean;
  /** Fields shown before the text (a scene's paragraph chooser). */
  children?: ReactNode;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * A comment's text, checked by the server's own rule before it is sent. It takes the focus when
 * it opens (at its first field); Escape cancels.
 */
export function CommentForm({ label, submitLabel, initialText = '', busy, children, onSubmit, onCancel }: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => form.current?.querySelector<HTMLElement>('select, textarea')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = CommentText.safeParse(text);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(null);
    onSubmit(checked.data);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {children}
      <div className="form-field">
        <label htmlFor={`${id}-text`} className="form-label">
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          className={`text-input ${styles.text}`}
          rows={3}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
