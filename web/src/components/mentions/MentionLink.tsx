import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { Link } from 'react-router';
import { LINKED_ELEMENT_GONE, useLinkedElement } from '../../lib/elementLinks';
import { readerLinkPath } from '../../lib/writingPaths';
import { MentionCard } from './MentionCard';
import cardStyles from './MentionCard.module.css';
import { useMentionCard } from './useMentionCard';

interface MentionLinkProps {
  link: ElementLink;
  /** The link's look where it sits (a wiki's chip, a post's inline link). */
  className?: string;
  /** The look of the plain text shown instead when the element is gone or not the reader's to see. */
  goneClassName?: string;
}

/**
 * A `[[type:id]]` mention as a reader sees it: a link titled by the element's current title
 * (GET link/{type}/{id}), with its card on hover or focus (MentionCard). The server answers 404
 * for an element this reader may not see, so no title is ever known for one: it stays plain text
 * that says so, and links nowhere. Until the answer comes, the mention is a placeholder, not yet a link.
 */
export function MentionLink({ link, className, goneClassName }: MentionLinkProps) {
  const element = useLinkedElement(link);
  const card = useMentionCard();
  if (element.isError) {
    return (
      <span className={goneClassName} title={LINKED_ELEMENT_GONE}>
        {LINKED_ELEMENT_GONE}
      </span>
    );
  }
  if (!element.data) {
    return (
      <span className={goneClassName} aria-busy="true">
        …
      </span>
    );
  }
  const { title } = element.data;
  return (
    <span className={cardStyles.anchor} {...card.anchor}>
      <Link to={readerLinkPath(link)} className={className} {...card.trigger}>
        {title}
      </Link>
      {card.shown && <MentionCard id={card.cardId} link={link} title={title} element={element.data} />}
    </span>
  );
}
