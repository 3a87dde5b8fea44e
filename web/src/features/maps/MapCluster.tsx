import { memo, type CSSProperties } from 'react';
import styles from './MapClusters.module.css';

interface MapClusterProps {
  id: number;
  count: number;
  x: number;
  y: number;
  onZoomIn: (id: number, x: number, y: number) => void;
}

/** Markers too close to tell apart at this zoom, as one button with their count that zooms in on them. */
export const MapCluster = memo(function MapCluster({ id, count, x, y, onZoomIn }: MapClusterProps) {
  const place = { left: `${x * 100}%`, top: `${y * 100}%` } as CSSProperties;
  return (
    <button
      type="button"
      className={styles.cluster}
      style={place}
      // The name starts with the count shown, and says what a press does.
      aria-label={`${count.toLocaleString('en-US')} points — zoom in`}
      data-map-item={`c${id}`}
      onClick={(event) => {
        // Not a click on the picture (New Point mode places a point there).
        event.stopPropagation();
        onZoomIn(id, x, y);
      }}
    >
      {count.toLocaleString('en-US')}
    </button>
  );
});
