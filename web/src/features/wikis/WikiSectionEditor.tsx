import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { WIKI_SECTION_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiSection } from '@lorewright/domain/wikis/wikiView';
import { useRef } from 'react';
import { CoTypedSectionText, type SectionCoTyping } from './CoTypedSectionText';
import { DatesPanel, PeriodNote, useDatesToggle } from './DatesPanel';
import { PartTools } from './PartTools';
import { SectionTextField } from './SectionTextField';
import { WikiText } from './WikiText';
import styles from './WikiPage.module.css';

export interface WikiSectionEditorProps {
  section: WikiSection;
  name: string;
  worldID: string;
  first: boolean;
  last: boolean;
  /** The world's calendar, that the section's dates are read on (the Gregorian when none is given). */
  calendar?: Calendar;
  onChange: (part: Partial<Pick<WikiSection, 'title' | 'content' | 'secret' | 'period'>>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Typing the text together with the others who have it open; null: typed alone, saved with the wiki. */
  coTyping?: SectionCoTyping | null;
}

/** One section as its author edits it: title, dates, text, Link (to an element of the world), Secret, Up, Down, Remove. */
export function WikiSectionEditor({
  section,
  name,
  worldID,
  calendar = GREGORIAN_CALENDAR,
  first,
  last,
  onChange,
  onMove,
  onRemove,
  coTyping = null,
}: WikiSectionEditorProps) {
  const dates = useDatesToggle();
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
          dates={dates}
        />
      </div>
      <PeriodNote calendar={calendar} period={section.period} />
      {dates.open && (
        <DatesPanel
          toggle={dates}
          legend={`Dates of ${name}`}
          calendar={calendar}
          period={section.period}
          onChange={(period) => onChange({ period: period ?? undefined })}
        />
      )}
      {coTyping ? (
        <CoTypedSectionText section={section} name={name} worldID={worldID} coTyping={coTyping} />
      ) : (
        <SectionText section={section} name={name} worldID={worldID} onChange={(content) => onChange({ content })} />
      )}
    </section>
  );
}

// Typed alone: the draft holds the text, saved with the rest of the wiki on the section's revision.
function SectionText({ section, name, worldID, onChange }: { section: WikiSection; name: string; worldID: string; onChange: (content: string) => void }) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  return (
    <SectionTextField
      name={name}
      worldID={worldID}
      content={section.content}
      onReplace={onChange}
      textRef={textRef}
      field={{ value: section.content, onChange: (event) => onChange(event.target.value) }}
    />
  );
}
