import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { useLayoutEffect, useRef, useState } from 'react';
import { elementTypeLabel, type LinkedElement } from '../../lib/elementLinks';
import styles from './MentionCard.module.css';

/** Room kept between the card and the window's edges. */
const EDGE = 8;

interface MentionCardProps {
  id: string;
  link: ElementLink;
  title: string;
  /** The GET link answer: what the card shows beside the title, once known. */
  element: LinkedElement | undefined;
}

/**
 * The card a mention shows on hover or focus (useMentionCard): picture, title, type, subtitle and
 * first lines, each as the server answered them for this viewer. Spans only: it sits inside
 * paragraphs. Below the mention, so it never covers it, and moved back inside the window when the
 * mention sits near its right edge (a 390 px phone).
 */
export function MentionCard({ id, link, title, element }: MentionCardProps) {
  const card = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const box = card.current?.getBoundingClientRect();
    if (!box) return;
    // Where the card sits unmoved, then moved left just enough to end inside the window, never
    // past its left edge.
    const [left, right] = [box.left + shift, box.right + shift];
    setShift(Math.max(0, Math.min(right - (window.innerWidth - EDGE), left - EDGE)));
    // Measured when its content changes (its width follows its content), not at every shift.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, title]);

  return (
    <span ref={card} id={id} role="tooltip" className={styles.card} style={shift ? { left: -shift } : undefined}>
      {element?.picture && (
        // Empty alt: the title beside it names the element, and a description read aloud (the
        // mention's aria-describedby) would otherwise say the title twice.
        <img className={styles.picture} src={element.picture} alt="" loading="lazy" />
      )}
      <span className={styles.words}>
        <span className={styles.title}>{title}</span>
        <span className={styles.type}>{elementTypeLabel(link.type)}</span>
        {element?.subtitle && <span className={styles.subtitle}>{element.subtitle}</span>}
        {element?.preview && <span className={styles.preview}>{element.preview}</span>}
      </span>
    </span>
  );
}
