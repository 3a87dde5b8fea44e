import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import { elementTypeLabel, LINKED_ELEMENT_GONE, useLinkedElement } from '../../../lib/elementLinks';
import { isUrlLink } from './linkOfNode';
import styles from './Toolbar.module.css';

/** Where the link at the caret leads: the web address, or the linked element's type and title. */
export function LinkStatus({ link }: { link: NodeLink | null }) {
  const element = useLinkedElement(link && !isUrlLink(link) ? link : null);
  if (!link) return null;
  if (isUrlLink(link)) {
    return (
      <a className={styles.linkStatus} href={link.url} target="_blank" rel="noopener noreferrer" title={`Open ${link.url} in a new tab`}>
        {link.url.replace(/^https?:\/\//i, '')}
      </a>
    );
  }
  const text = element.isError
    ? LINKED_ELEMENT_GONE
    : element.data
      ? `${elementTypeLabel(link.type)}: ${element.data.title}`
      : `${elementTypeLabel(link.type)}: …`;
  return (
    <span className={styles.linkStatus} role="status" title={text}>
      {text}
    </span>
  );
}
