import { EditCommentBody } from '@lorewright/domain/comments/comment.bodies';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckedTextArea } from '../../components/CheckedTextArea';
import { useBodyForm } from '../../lib/forms/useBodyForm';
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
 * A comment's text, checked by the body the server validates (a comment's text is the same for a
 * new comment, a reply and an edit) before it is sent; a refused one says why under the field. It
 * takes the focus when it opens (at its first field); Escape cancels.
 */
export function CommentForm({ label, submitLabel, initialText = '', busy, children, onSubmit, onCancel }: CommentFormProps) {
  const { register, submitWith } = useBodyForm(EditCommentBody, { text: initialText });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => form.current?.querySelector<HTMLElement>('select, textarea')?.focus(), []);

  const submit = submitWith(({ text }) => {
    setProblem(null);
    onSubmit(text);
  }, setProblem);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate>
      {children}
      <div className="form-field">
        <CheckedTextArea label={label} problem={problem} problemClassName={styles.problem} className={styles.text} rows={3} {...register('text')} />
      </div>
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
