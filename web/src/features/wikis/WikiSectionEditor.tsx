import { WIKI_SECTION_CONTENT_MAX, WIKI_SECTION_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiSection } from '@lorewright/domain/wikis/wikiView';
import { useRef, useState } from 'react';
import { ElementPicker } from '../../components/ElementPicker';
import { useTextMentions } from '../../components/mentions/useTextMentions';
import { PartTools } from './PartTools';
import { SectionContent } from './SectionContent';
import { linkToken, splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { WikiText } from './WikiText';
import styles from './WikiPage.module.css';

export interface WikiSectionEditorProps {
  section: WikiSection;
  name: string;
  worldID: string;
  first: boolean;
  last: boolean;
  onChange: (part: Partial<Pick<WikiSection, 'title' | 'content' | 'secret'>>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One section as its author edits it: title, text, Link (to an element of the world), Secret, Up, Down, Remove. */
export function WikiSectionEditor({ section, name, worldID, first, last, onChange, onMove, onRemove }: WikiSectionEditorProps) {
  const [picking, setPicking] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const hasLinks = splitLinks(section.content).some((piece) => 'link' in piece);

  // Typing @ and part of a title offers the world's elements; the choice is written as a link token.
  const mentions = useTextMentions({
    text: section.content,
    worldID,
    tokenOf: (element) => linkToken({ type: element.type, id: element._id }),
    onInsert: (content) => {
      if (content.length <= WIKI_SECTION_CONTENT_MAX) onChange({ content });
    },
  });

  // The link goes where the caret was; at the end when the text was never focused.
  const insert = (token: string) => {
    const at = text.current?.selectionStart ?? section.content.length;
    const content = `${section.content.slice(0, at)}${token}${section.content.slice(at)}`;
    if (content.length <= WIKI_SECTION_CONTENT_MAX) onChange({ content });
  };

  return (
    <section className={`${styles.section} ${styles.editing}`} aria-label={name} data-secret={section.secret || undefined}>
      <div className={styles.sectionHead}>
        <WikiText
          as="h2"
          className={styles.sectionTitle}
          label={`Title of ${name}`}
          value={section.title}
          max={WIKI_SECTION_TITLE_MAX}
          editable
          onChange={(title) => onChange({ title })}
        />
        <PartTools
          name={name}
          first={first}
          last={last}
          onMove={onMove}
          onRemove={onRemove}
          secret={!!section.secret}
          onSecret={(secret) => onChange({ secret })}
        />
      </div>
      <div className={mentions.wrapClassName}>
        <textarea
          ref={text}
          className={styles.textarea}
          aria-label={`Text of ${name}`}
          value={section.content}
          maxLength={WIKI_SECTION_CONTENT_MAX}
          rows={5}
          {...mentions.fieldProps}
          onChange={(event) => {
            mentions.onTextChange(event);
            onChange({ content: event.target.value });
          }}
        />
        {mentions.popup}
      </div>
      <div className={styles.sectionFoot}>
        <button type="button" className={`button button-secondary ${styles.add}`} onClick={() => setPicking(true)}>
          Insert Link
        </button>
        {hasLinks && <SectionContent content={section.content} />}
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
    </section>
  );
}
