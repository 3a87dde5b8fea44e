import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useState } from 'react';
import { ElementPicker } from '../../components/ElementPicker';
import type { ElementSearchResult } from '../../lib/elementLinks';
import { PointLinkTitle } from './PointLinkTitle';
import styles from './PointEditCard.module.css';

interface PointLinksFieldProps {
  point: MapPoint;
  worldID: string;
  busy: boolean;
  onAdd: (element: ElementSearchResult) => void;
  onRemove: (linkID: string) => void;
}

/** The point's links to writings, wikis, timelines and maps of the world. */
export function PointLinksField({ point, worldID, busy, onAdd, onRemove }: PointLinksFieldProps) {
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.field}>
      <span className={styles.label}>Links</span>
      {point.links.length > 0 && (
        <ul className={styles.links} aria-label="Links">
          {point.links.map((link, index) => (
            <li key={link._id} className={styles.link}>
              <span className={styles.linkTitle}>
                <PointLinkTitle link={link} />
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
