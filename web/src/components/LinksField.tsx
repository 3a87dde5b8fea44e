import type { MapLink } from '@lorewright/domain/maps/mapView';
import { useState } from 'react';
import { ElementPicker } from './ElementPicker';
import type { ElementSearchResult } from '../lib/elementLinks';
import { ElementLinkTitle } from './ElementLinkTitle';
import styles from './PointEditCard.module.css';

interface LinksFieldProps {
  links: MapLink[];
  worldID: string;
  busy: boolean;
  onAdd: (element: ElementSearchResult) => void;
  onRemove: (linkID: string) => void;
}

/** A map or timeline point's links to writings, wikis, timelines and maps of the world. */
export function LinksField({ links, worldID, busy, onAdd, onRemove }: LinksFieldProps) {
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.field}>
      <span className={styles.label}>Links</span>
      {links.length > 0 && (
        <ul className={styles.links} aria-label="Links">
          {links.map((link, index) => (
            <li key={link._id} className={styles.link}>
              <span className={styles.linkTitle}>
                <ElementLinkTitle link={link} />
              </span>
              <button type="button" className={styles.remove} aria-label={`Remove link ${index + 1}`} disabled={busy} onClick={() => onRemove(link._id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => setPicking(true)}>
        Add Link
      </button>
      {picking && (
        <ElementPicker
          worldID={worldID}
          onCancel={() => setPicking(false)}
          onPick={(element) => {
            setPicking(false);
            onAdd(element);
          }}
        />
      )}
    </div>
  );
}
