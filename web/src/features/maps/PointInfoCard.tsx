import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import type { CSSProperties } from 'react';
import { PointLinkTitle } from './PointLinkTitle';
import styles from './PointInfoCard.module.css';

interface PointInfoCardProps {
  point: MapPoint;
  authorID: string;
  /** For the author: how to change the point in the current mode. */
  hint: string | null;
}

/** The card beside a hovered point (spec §2): picture, name, description, links and a hint. */
export function PointInfoCard({ point, authorID, hint }: PointInfoCardProps) {
  const picture = imageUrl('maps', authorID, point.image?.name);
  const place = { left: `${point.x * 100}%`, top: `${point.y * 100}%` } as CSSProperties;
  return (
    <div className={`${styles.card} ${point.x > 0.6 ? styles.flipped : ''}`} style={place} role="tooltip">
      {picture && <img className={styles.picture} src={picture} alt="" />}
      <p className={styles.name}>{point.name}</p>
      <p className={styles.description}>{point.description}</p>
      {point.links.length > 0 && (
        <ul className={styles.links}>
          {point.links.map((link) => (
            <li key={link._id}>
              <PointLinkTitle link={link} />
            </li>
          ))}
        </ul>
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

export const authorHint = (isAuthor: boolean, repositioning: boolean) => (!isAuthor ? null : repositioning ? m.dragToReposition : m.clickToEdit);
