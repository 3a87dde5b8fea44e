import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { WIKI_SECTIONS_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiSection } from '@lorewright/domain/wikis/wikiView';
import { InRunes, type RuneChoice } from '../languages/runes/showInRunes';
import { moved, newPartId, type WikiDraft } from './wikiDraft';
import { SectionContent } from './SectionContent';
import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { WikiSectionEditor } from './WikiSectionEditor';
import type { SectionCoTyping } from './CoTypedSectionText';
import { sectionsInRooms, typedInNow } from './sectionRooms';
import { PeriodNote } from './DatesPanel';
import { useMemo, useState } from 'react';
import { SecretMark } from '../../components/secrets/SecretPart';
import styles from './WikiPage.module.css';

export const NEW_SECTION_TITLE = 'New Section';

// A section shown in runes: its links to other elements are not words of its text.
const runeTextOf = (content: string) =>
  splitLinks(content)
    .map((piece) => ('text' in piece ? piece.text : ''))
    .join('');

export interface WikiSectionsProps {
  sections: WikiSection[];
  worldID: string;
  /** The world's calendar, that the sections' dates are read on. */
  calendar: Calendar;
  isAuthor: boolean;
  /** The page's "Show in runes" choice: while on, every section is read in runes, the author's too. */
  runes: RuneChoice;
  onEdit: (change: (draft: WikiDraft) => WikiDraft) => void;
  /** Typing the sections' text together; null: typed alone. */
  coTyping?: PageCoTyping | null;
}

/** What the page tells its co-typed sections: who types, and which sections the server has. */
export type PageCoTyping = Omit<SectionCoTyping, 'holds' | 'onTypeIn' | 'stored'> & { storedIds: ReadonlySet<string> };

/** The wiki's sections (product.md §3): read, or added, edited, reordered and removed by the author. */
export function WikiSections({ sections, worldID, calendar, isAuthor, runes, onEdit, coTyping = null }: WikiSectionsProps) {
  const sectionCoTyping = useSectionCoTyping(sections, coTyping);
  const setSections = (change: (sections: WikiSection[]) => WikiSection[]) => onEdit((draft) => ({ ...draft, sections: change(draft.sections) }));

  if (!isAuthor || runes.language) {
    return sections.map((section) => (
      <section key={section._id} className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          {/* Only the author receives a secret section (read here in runes). */}
          {section.secret && <SecretMark />}
        </div>
        <PeriodNote calendar={calendar} period={section.period} />
        <InRunes runes={runes} text={() => runeTextOf(section.content)}>
          <SectionContent content={section.content} />
        </InRunes>
      </section>
    ));
  }
  return (
    <>
      {sections.map((section, index) => (
        <WikiSectionEditor
          key={section._id}
          section={section}
          name={`section ${index + 1}`}
          worldID={worldID}
          calendar={calendar}
          first={index === 0}
          last={index === sections.length - 1}
          onChange={(part) => setSections((all) => all.map((each) => (each._id === section._id ? { ...each, ...part } : each)))}
          onMove={(delta) => setSections((all) => moved(all, index, delta))}
          onRemove={() => setSections((all) => all.filter((each) => each._id !== section._id))}
          coTyping={sectionCoTyping}
        />
      ))}
      {sections.length < WIKI_SECTIONS_MAX && (
        <button
          type="button"
          className={`button button-secondary ${styles.add}`}
          onClick={() => setSections((all) => [...all, { _id: newPartId(), title: NEW_SECTION_TITLE, content: '', revision: 0 }])}
        >
          Add Section
        </button>
      )}
    </>
  );
}

// The page holds the rooms of a few sections (sectionRooms.ts): the last typed in, then the first.
function useSectionCoTyping(sections: readonly WikiSection[], page: PageCoTyping | null): SectionCoTyping | null {
  const [lastTypedIn, setLastTypedIn] = useState<string[]>([]);
  const storedIds = page?.storedIds;
  const held = useMemo(
    () =>
      sectionsInRooms(
        sections.filter((section) => storedIds?.has(section._id)).map((section) => section._id),
        lastTypedIn,
      ),
    [sections, storedIds, lastTypedIn],
  );
  if (!page) return null;
  const { storedIds: stored, ...shared } = page;
  return {
    ...shared,
    holds: (id) => held.has(id),
    stored: (id) => stored.has(id),
    onTypeIn: (id) => setLastTypedIn((now) => (now[0] === id ? now : typedInNow(now, id))),
  };
}
