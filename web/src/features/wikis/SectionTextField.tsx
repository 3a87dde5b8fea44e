import { WIKI_SECTION_CONTENT_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { linkToken, splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { useState, type RefObject, type TextareaHTMLAttributes } from 'react';
import { ElementPicker } from '../../components/ElementPicker';
import { useTextMentions } from '../../components/mentions/useTextMentions';
import { SectionContent } from './SectionContent';
import styles from './WikiPage.module.css';

export interface SectionTextFieldProps {
  /** The section's name for its labels ('section 1'). */
  name: string;
  worldID: string;
  /** The text as the field shows it now. */
  content: string;
  /** A link written in by a tool (@mention, Insert Link): the whole new text. */
  onReplace: (content: string) => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** The text area's own value and events: controlled when typed alone, left to its room's binding when typed together. */
  field: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/** A section's text area with @mentions, Insert Link and the preview of its links. */
export function SectionTextField({ name, worldID, content, onReplace, textRef, field }: SectionTextFieldProps) {
  const [picking, setPicking] = useState(false);
  const hasLinks = splitLinks(content).some((piece) => 'link' in piece);

  // Typing @ and part of a title offers the world's elements; the choice is written as a link token.
  const mentions = useTextMentions({
    text: content,
    worldID,
    tokenOf: (element) => linkToken({ type: element.type, id: element._id }),
    onInsert: (next) => {
      if (next.length <= WIKI_SECTION_CONTENT_MAX) onReplace(next);
    },
  });

  // The link goes where the caret was; at the end when the text was never focused.
  const insert = (token: string) => {
    const at = textRef.current?.selectionStart ?? content.length;
    const next = `${content.slice(0, at)}${token}${content.slice(at)}`;
    if (next.length <= WIKI_SECTION_CONTENT_MAX) onReplace(next);
  };

  return (
    <>
      <div className={mentions.wrapClassName}>
        <textarea
          ref={textRef}
          className={styles.textarea}
          aria-label={`Text of ${name}`}
          maxLength={WIKI_SECTION_CONTENT_MAX}
          rows={5}
          {...mentions.fieldProps}
          {...field}
          onChange={(event) => {
            mentions.onTextChange(event);
            field.onChange?.(event);
          }}
        />
        {mentions.popup}
      </div>
      <div className={styles.sectionFoot}>
        <button type="button" className={`button button-secondary ${styles.add}`} disabled={field.readOnly} onClick={() => setPicking(true)}>
          Insert Link
        </button>
        {hasLinks && <SectionContent content={content} />}
      </div>
      {picking && (
        <ElementPicker
          worldID={worldID}
          onPick={(element) => {
            setPicking(false);
            insert(linkToken({ type: element.type, id: element._id }));
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </>
  );
}
