import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { memo } from 'react';
import { MapMarker, type MarkerHandlers } from './MapMarker';
import styles from './MapMarkers.module.css';

interface MapMarkersProps extends MarkerHandlers {
  points: MapPoint[];
  activeId: string | null;
  draggable: boolean;
}

/** Every given marker, unclustered (a map's version in its history); the map page draws VisibleMarkers. */
export const MapMarkers = memo(function MapMarkers({ points, activeId, draggable, ...handlers }: MapMarkersProps) {
  return (
    <div className={styles.layer} role="group" aria-label="Map points">
      {points.map((point) => (
        <MapMarker key={point._id} point={point} active={point._id === activeId} draggable={draggable} {...handlers} />
      ))}
    </div>
  );
});
