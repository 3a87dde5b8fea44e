import type { LinkView } from '@lorewright/domain/community/postView';
import { Link } from 'react-router';
import { elementTypeLabel } from '../../lib/elementLinks';
import { readerLinkPath } from '../../lib/writingPaths';
import styles from './LinkChips.module.css';

/** A post's links to writings, wikis, timelines and maps, each opening where a reader reads it. */
export function LinkChips({ links }: { links: LinkView[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Linked elements">
      {links.map((link) => (
        <li key={`${link.type}:${link._id}`}>
          <Link className={styles.chip} to={readerLinkPath({ type: link.type, id: link._id })}>
            <span className={styles.type}>{elementTypeLabel(link.type)}</span> {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
