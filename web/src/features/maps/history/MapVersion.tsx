import type { MapView } from '@lorewright/domain/maps/mapView';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { MapIconSvg } from '../MapIconSvg';
import { MapMarkers } from '../MapMarkers';
import styles from './MapVersion.module.css';

const nothing = () => undefined;

/**
 * A map as it was, read-only: its picture with the markers where they stood (no pan, zoom or
 * editing: the picture fits the panel), its description, and the points by icon and name.
 */
export function MapVersion({ map }: { map: MapView }) {
  const points = Object.values(map.points);
  return (
    <div className={styles.version}>
      <div className={styles.picture}>
        <img src={imageUrl('maps', map.authorID, map.image) ?? ''} alt={map.title} />
        <MapMarkers points={points} activeId={null} draggable={false} onHover={nothing} onPick={nothing} onMove={nothing} />
      </div>
      {map.description && <p className={styles.description}>{map.description}</p>}
      {points.length === 0 ? (
        <p className={styles.muted}>This version has no points.</p>
      ) : (
        <ul className={styles.points} aria-label="Points then">
          {points.map((point) => (
            <li key={point._id}>
              <span className={styles.icon}>
                <MapIconSvg icon={point.icon} color={point.color} />
              </span>
              <span>{point.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
