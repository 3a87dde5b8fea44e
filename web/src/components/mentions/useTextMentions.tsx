import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { ElementSearchResult } from '../../lib/elementLinks';
import { MentionList } from './MentionList';
import { mentionQueryBefore } from './mentionQuery';
import { useMentionSearch } from './useMentionSearch';
import styles from './MentionList.module.css';

interface TextMentionsOptions {
  /** The field's text. */
  text: string;
  /** Whose elements are searched; null (no world chosen) opens no list. */
  worldID: string | null;
  /** What a chosen element is written as in the text (a wiki section's `[[type:id]]`). */
  tokenOf: (element: ElementSearchResult) => string;
  /** The text with the @query replaced by the token. */
  onInsert: (text: string) => void;
}

type Field = HTMLTextAreaElement | HTMLInputElement;

/**
 * @mentions in a plain text field: typing @ and part of a title lists the world's elements under
 * the field; Arrow keys move, Enter or Tab write the chosen one's token in place of the @text,
 * Escape closes. The field keeps focus throughout and points at the highlighted option.
 */
export function useTextMentions({ text, worldID, tokenOf, onInsert }: TextMentionsOptions) {
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const field = useRef<Field | null>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const listId = useId();

  const found = caret === null ? null : mentionQueryBefore(text, caret);
  const match = found && found.start !== dismissedAt && worldID !== null ? found : null;
  const { results, status } = useMentionSearch(match?.query ?? null, worldID);
  const open = match !== null && (results.length > 0 || status !== null);
  const highlighted = Math.min(active, results.length - 1);

  // The caret goes after the token once the field shows the new text.
  useLayoutEffect(() => {
    if (caretAfterInsert.current === null || !field.current) return;
    field.current.setSelectionRange(caretAfterInsert.current, caretAfterInsert.current);
    caretAfterInsert.current = null;
  });

  const follow = (event: SyntheticEvent<Field>) => {
    field.current = event.currentTarget;
    const at = event.currentTarget.selectionStart;
    setCaret(at !== null && at === event.currentTarget.selectionEnd ? at : null);
    if (dismissedAt !== null && mentionQueryBefore(event.currentTarget.value, at ?? 0)?.start !== dismissedAt) setDismissedAt(null);
  };

  const choose = (element: ElementSearchResult) => {
    if (!match || caret === null) return;
    const token = tokenOf(element);
    caretAfterInsert.current = match.start + token.length;
    setCaret(caretAfterInsert.current);
    setActive(0);
    onInsert(`${text.slice(0, match.start)}${token}${text.slice(caret)}`);
  };

  const onKeyDown = (event: KeyboardEvent<Field>) => {
    if (!open || !match) return;
    const chosen = results[highlighted];
    if (event.key === 'Escape') setDismissedAt(match.start);
    else if (event.key === 'ArrowDown' && results.length > 0) setActive((highlighted + 1) % results.length);
    else if (event.key === 'ArrowUp' && results.length > 0) setActive((highlighted - 1 + results.length) % results.length);
    else if ((event.key === 'Enter' || event.key === 'Tab') && chosen && !event.shiftKey) choose(chosen);
    else return;
    // The key was the list's: not a new line, not a focus move, not closing a dialog around it.
    event.preventDefault();
    event.stopPropagation();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const fieldProps = {
    onSelect: follow,
    onKeyDown,
    onBlur: () => setCaret(null),
    'aria-autocomplete': 'list' as const,
    'aria-controls': open && results.length > 0 ? listId : undefined,
    'aria-activedescendant': open && results.length > 0 ? optionId(highlighted) : undefined,
  };
  const onTextChange = (event: SyntheticEvent<Field>) => {
    follow(event);
    setActive(0);
  };

  const popup = open ? (
    <div className={styles.anchored}>
      <MentionList id={listId} results={results} active={highlighted} status={status} optionId={optionId} onActive={setActive} onChoose={choose} />
    </div>
  ) : null;

  return { fieldProps, onTextChange, popup, wrapClassName: styles.fieldWrap };
}
