import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { createContext, useContext, useEffect, useId, useState, type MouseEvent } from 'react';
import { useLinkedElement } from '../../../lib/elementLinks';
import { readerLinkPath } from '../../../lib/writingPaths';
import { MentionCard } from './MentionCard';
import styles from './SceneEditor.module.css';

/** Whether mentions may ask the server for titles: bundled sample text belongs to no world. */
export const MentionTitlesContext = createContext(true);

export interface MentionProps {
  link: ElementLink;
  /** The title it had when mentioned: shown until the current one is known. */
  text: string;
  bold: boolean;
  color: string | undefined;
}

/**
 * An @mention as it reads: a link titled by the element's current title (GET link), so a rename
 * changes every mention. An element this reader may not see reads as plain text, with no link.
 * Hover or focus shows a card with the element's title and type. Needs no editor around it.
 */
export function MentionView({ link, text, bold, color, onClick }: MentionProps & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const element = useLinkedElement(useContext(MentionTitlesContext) ? link : null);
  const [carded, setCarded] = useState(false);
  const cardId = useId();
  const look = { color, fontWeight: bold ? 700 : undefined };

  // Escape hides the card wherever focus is, as content shown on hover must be dismissable.
  useEffect(() => {
    if (!carded) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setCarded(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [carded]);

  if (element.isError) return <span style={look}>{text}</span>;
  const title = element.data?.title ?? text;
  return (
    <span className={styles.mentionWrap} onMouseEnter={() => setCarded(true)} onMouseLeave={() => setCarded(false)}>
      <a
        href={readerLinkPath(link)}
        className={styles.mention}
        style={look}
        data-element-link={link.type}
        aria-describedby={carded ? cardId : undefined}
        onClick={onClick}
        onFocus={() => setCarded(true)}
        onBlur={() => setCarded(false)}
      >
        {title}
      </a>
      {carded && <MentionCard id={cardId} link={link} title={title} />}
    </span>
  );
}
