import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { createContext, useContext, type MouseEvent } from 'react';
import { MentionCard } from '../../../components/mentions/MentionCard';
import cardStyles from '../../../components/mentions/MentionCard.module.css';
import { useMentionCard } from '../../../components/mentions/useMentionCard';
import { useLinkedElement } from '../../../lib/elementLinks';
import { readerLinkPath } from '../../../lib/writingPaths';
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
 * Hover or focus shows its card (MentionCard). Needs no editor around it.
 */
export function MentionView({ link, text, bold, color, onClick }: MentionProps & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const element = useLinkedElement(useContext(MentionTitlesContext) ? link : null);
  const card = useMentionCard();
  const look = { color, fontWeight: bold ? 700 : undefined };

  if (element.isError) return <span style={look}>{text}</span>;
  const title = element.data?.title ?? text;
  return (
    <span className={cardStyles.anchor} {...card.anchor}>
      <a href={readerLinkPath(link)} className={styles.mention} style={look} data-element-link={link.type} onClick={onClick} {...card.trigger}>
        {title}
      </a>
      {card.shown && <MentionCard id={card.cardId} link={link} title={title} element={element.data} />}
    </span>
  );
}
