import type { WikiSection } from '@lorewright/domain/wikis/wikiView';
import { useLayoutEffect, useRef, useState } from 'react';
import type { SectionTextSaver } from './sectionTextSaver';
import { SectionTextField } from './SectionTextField';
import { bindTextarea, type TextareaBinding } from './textareaYjs';
import { TypingHere } from './TypingHere';
import { useSectionRoom } from './useSectionRoom';
import styles from './WikiPage.module.css';

export const SECTION_NOT_SAVED_YET = 'This new section can be typed in once it is saved, in a moment.';
export const SECTION_CO_TYPING_STOPPED = 'Typing together stopped for this section. Reload the page to type in it again.';

/** How the page types its sections together: who this is, and what every section shares. */
export interface SectionCoTyping {
  wikiId: string;
  name: string;
  color: string;
  saver: SectionTextSaver;
  /** The section's stored text as the server has it now (fills an empty room). */
  seed: (sectionId: string) => Promise<string>;
  /** Whether the page holds this section's room now; focusing the text asks for it. */
  holds: (sectionId: string) => boolean;
  onTypeIn: (sectionId: string) => void;
  /** Whether the section is stored yet: a new one gets its room once saved. */
  stored: (sectionId: string) => boolean;
}

export interface CoTypedSectionTextProps {
  section: WikiSection;
  name: string;
  worldID: string;
  coTyping: SectionCoTyping;
}

/** A section's text typed together in its room: others' typing shows as it comes, and who else is there. */
export function CoTypedSectionText({ section, name, worldID, coTyping }: CoTypedSectionTextProps) {
  const { wikiId, saver } = coTyping;
  const sectionId = section._id;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const binding = useRef<TextareaBinding | null>(null);
  const [shown, setShown] = useState(section.content);
  // The text area's first text; later ones come from the room (React must not set it again).
  const [first] = useState(section.content);
  const [stopped, setStopped] = useState(false);
  // Grows when the room starts again from the stored text (a version restored).
  const [round, setRound] = useState(0);
  const stored = coTyping.stored(sectionId);
  const room = useSectionRoom({
    room: { element: 'wiki', elementId: wikiId, part: sectionId },
    joined: stored && !stopped && coTyping.holds(sectionId),
    round,
    name: coTyping.name,
    color: coTyping.color,
    seed: () => coTyping.seed(sectionId),
    onClosed: (reset) => (reset ? setRound((value) => value + 1) : setStopped(true)),
  });

  useLayoutEffect(() => {
    const area = textRef.current;
    if (!area || !room.text) return;
    binding.current = bindTextarea(area, room.text, {
      changed: (value, byOthers) => {
        setShown(value);
        if (byOthers) saver.heard(sectionId, value);
        else saver.typed(sectionId, value);
      },
    });
    setShown(area.value);
    return () => {
      binding.current?.destroy();
      binding.current = null;
    };
  }, [room.text, saver, sectionId]);

  const typing = room.text !== null;
  const note = !stored ? SECTION_NOT_SAVED_YET : stopped ? SECTION_CO_TYPING_STOPPED : null;
  return (
    <>
      <TypingHere people={room.others} />
      {note && (
        <p className={styles.sectionNote} role="status">
          {note}
        </p>
      )}
      <SectionTextField
        name={name}
        worldID={worldID}
        content={shown}
        onReplace={(content) => binding.current?.replace(content)}
        textRef={textRef}
        field={{
          defaultValue: first,
          // Until the room's text is here, what shows is the stored text (or the room's as it was last).
          readOnly: !typing,
          'aria-busy': stored && !stopped && !typing,
          onFocus: () => coTyping.onTypeIn(sectionId),
        }}
      />
    </>
  );
}
