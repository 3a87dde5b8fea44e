import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldPeriodText } from '@lorewright/domain/calendars/worldDate';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import type { CSSProperties } from 'react';
import { ElementLinkTitle } from '../../components/ElementLinkTitle';
import { MentionText } from '../../components/mentions/MentionText';
import text from '../../components/PointInfoCard.module.css';
import { SecretMark } from '../../components/secrets/SecretPart';
import styles from './PointInfoCard.module.css';

interface PointInfoCardProps {
  point: MapPoint;
  authorID: string;
  /** The world's calendar, to read the point's period on. */
  calendar: Calendar;
  /** For the author: how to change the point in the current mode. */
  hint: string | null;
}

/** The card beside a hovered point (product.md §2): picture, name, when it stands, description, links and a hint. */
export function PointInfoCard({ point, authorID, calendar, hint }: PointInfoCardProps) {
  const picture = imageUrl('maps', authorID, point.image?.name);
  const period = worldPeriodText(calendar, point.period);
  const place = { left: `${point.x * 100}%`, top: `${point.y * 100}%` } as CSSProperties;
  return (
    <div className={`${text.box} ${styles.card} ${point.x > 0.6 ? styles.flipped : ''}`} style={place} role="tooltip">
      {picture && <img className={text.picture} src={picture} alt="" />}
      <p className={text.name}>{point.name}</p>
      {/* Only the author ever receives a secret point. */}
      {point.secret && <SecretMark />}
      {period && <p className={styles.period}>{period}</p>}
      <MentionText className={text.description} text={point.description} />
      {point.links.length > 0 && (
        <ul className={text.links}>
          {point.links.map((link) => (
            <li key={link._id}>
              <ElementLinkTitle link={link} />
            </li>
          ))}
        </ul>
      )}
      {hint && <p className={text.hint}>{hint}</p>}
    </div>
  );
}

export const authorHint = (isAuthor: boolean, repositioning: boolean) => (!isAuthor ? null : repositioning ? m.dragToReposition : m.clickToEdit);
