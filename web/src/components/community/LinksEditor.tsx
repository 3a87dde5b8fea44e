import { POST_LINKS_MAX } from '@lorewright/domain/community/communityLimits';
import type { LinkView } from '@lorewright/domain/community/postView';
import { useState } from 'react';
import { elementTypeLabel } from '../../lib/elementLinks';
import { useCurrentUser } from '../../lib/session/api';
import { ElementPicker } from '../ElementPicker';
import styles from './LinkChips.module.css';

/**
 * The links a new post carries: chips with a remove button, and 'Add Link', which finds the
 * poster's own writings, wikis, timelines and maps in their current world (POST elementSearch).
 */
export function LinksEditor({ links, onChange }: { links: LinkView[]; onChange: (links: LinkView[]) => void }) {
  const [picking, setPicking] = useState(false);
  const worldID = useCurrentUser()?.currentWorldID ?? null;
  const full = links.length >= POST_LINKS_MAX;

  return (
    <div className={styles.chips}>
      {links.length > 0 && (
        <ul className={styles.chips} aria-label="Links to add">
          {links.map((link) => (
            <li key={`${link.type}:${link._id}`} className={styles.chip}>
              <span className={styles.type}>{elementTypeLabel(link.type)}</span> {link.title}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove link ${link.title}`}
                onClick={() => onChange(links.filter((other) => other !== link))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {worldID && (
        <button
          type="button"
          className="button button-secondary"
          disabled={full}
          title={full ? `At most ${POST_LINKS_MAX} links.` : undefined}
          onClick={() => setPicking(true)}
        >
          Add Link
        </button>
      )}
      {picking && worldID && (
        <ElementPicker
          worldID={worldID}
          onCancel={() => setPicking(false)}
          onPick={(element) => {
            setPicking(false);
            // The same element twice is one link.
            if (!links.some((link) => link._id === element._id && link.type === element.type))
              onChange([...links, { _id: element._id, type: element.type, title: element.title }]);
          }}
        />
      )}
    </div>
  );
}
