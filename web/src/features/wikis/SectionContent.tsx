import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { Link } from 'react-router';
import { elementTypeLabel, LINKED_ELEMENT_GONE, useLinkedElement } from '../../lib/elementLinks';
import { readerLinkPath } from '../../lib/writingPaths';
import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import styles from './WikiPage.module.css';

/** A section's text as readers see it: line breaks kept, element links as chips that open the element. */
export function SectionContent({ content }: { content: string }) {
  return (
    <div className={styles.content}>
      {splitLinks(content).map((piece, at) => ('link' in piece ? <LinkChip key={at} link={piece.link} /> : <span key={at}>{piece.text}</span>))}
    </div>
  );
}

function LinkChip({ link }: { link: ElementLink }) {
  const element = useLinkedElement(link);
  if (element.isError) {
    return (
      <span className={`${styles.chip} ${styles.chipGone}`} title={LINKED_ELEMENT_GONE}>
        {LINKED_ELEMENT_GONE}
      </span>
    );
  }
  const title = element.data?.title ?? '…';
  return (
    <Link to={readerLinkPath(link)} className={styles.chip} title={`${elementTypeLabel(link.type)}: ${title}`}>
      {title}
    </Link>
  );
}
