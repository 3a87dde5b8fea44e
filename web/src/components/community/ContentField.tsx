import { linkToken } from '@lorewright/domain/wikis/sectionLinks';
import { useId } from 'react';
import { useTextMentions } from '../mentions/useTextMentions';
import styles from './Post.module.css';

interface ContentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  /**
   * Where typing @ searches for elements to mention (the world the link picker offers); leave it
   * out for a field without mentions. Null: mentions are offered, but no world is chosen yet.
   */
  mentionWorldID?: string | null;
}

export const CONTENT_FIELD_TEXTS = { mentionHint: 'Type @ and part of a title to mention an element of your world.' };

/** The text of a new post, thread or reply: a labelled textarea at least 80 px high (product.md §9). */
export function ContentField({ label, value, onChange, maxLength, placeholder, hideLabel = false, autoFocus = false, mentionWorldID }: ContentFieldProps) {
  const id = useId();
  const withMentions = mentionWorldID !== undefined;
  // A mention is written as a wiki section writes it, and shown by PlainText.
  const mentions = useTextMentions({
    text: value,
    worldID: mentionWorldID ?? null,
    tokenOf: (element) => linkToken({ type: element.type, id: element._id }),
    onInsert: onChange,
  });
  const showHint = withMentions && mentionWorldID !== null;
  return (
    <div className="form-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <div className={withMentions ? mentions.wrapClassName : undefined}>
        <textarea
          id={id}
          className={styles.textarea}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          autoFocus={autoFocus}
          aria-describedby={showHint ? `${id}-hint` : undefined}
          {...(withMentions ? mentions.fieldProps : {})}
          onChange={(event) => {
            if (withMentions) mentions.onTextChange(event);
            onChange(event.target.value);
          }}
        />
        {withMentions && mentions.popup}
      </div>
      {showHint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {CONTENT_FIELD_TEXTS.mentionHint}
        </p>
      )}
    </div>
  );
}
