import type { BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { Link } from 'react-router';
import { elementTypeLabel } from '../../lib/elementLinks';
import { readerLinkPath } from '../../lib/writingPaths';
import { useBacklinks } from './backlinksApi';
import styles from './MentionedIn.module.css';

// What a backlink's place is called within its element, by kind.
const PART_LABELS: Record<BacklinkView['type'], string> = { writing: 'Scene', wiki: 'Section', map: 'Point', timeline: 'Point', language: 'Word' };

/**
 * 'Mentioned in': the scenes, sections and points of other elements that link to this one, newest
 * first, as the viewer may see them (the server leaves out the rest), a page at a time.
 */
export function MentionedIn({ element, id, titled = true }: { element: ElementLink['type']; id: string; titled?: boolean }) {
  const backlinks = useBacklinks(element, id);
  const shown = backlinks.data?.pages.flatMap((page) => page.backlinks) ?? [];
  const headingId = `mentioned-in-${element}-${id}`;
  return (
    // In a dialog titled 'Mentioned in' the panel names itself without a heading of its own.
    <section className={titled ? styles.panel : styles.bare} aria-labelledby={titled ? headingId : undefined} aria-label={titled ? undefined : 'Mentioned in'}>
      {titled && (
        <h2 id={headingId} className={styles.heading}>
          Mentioned in
        </h2>
      )}
      {backlinks.isPending ? (
        <p className={styles.quiet}>Looking for mentions…</p>
      ) : backlinks.isError ? (
        <p className={styles.quiet}>Mentions could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p className={styles.quiet}>Nothing links here yet.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((link) => (
            <li key={`${link.type}:${link.id}:${link.where}:${link.at}`} className={styles.item}>
              <Link to={readerLinkPath({ type: link.type as ElementLink['type'], id: link.id })} className={styles.title}>
                {link.title}
              </Link>{' '}
              <span className={styles.kind}>{elementTypeLabel(link.type)}</span>
              {link.where && (
                <span className={styles.where}>
                  {PART_LABELS[link.type]}: {link.where}
                </span>
              )}
              {link.snippet && <q className={styles.snippet}>{link.snippet}</q>}
            </li>
          ))}
        </ul>
      )}
      {backlinks.hasNextPage && (
        <button type="button" className="button button-secondary" disabled={backlinks.isFetchingNextPage} onClick={() => void backlinks.fetchNextPage()}>
          {backlinks.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </section>
  );
}
