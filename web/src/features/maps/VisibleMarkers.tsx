import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { memo, useEffect, useMemo, useRef } from 'react';
import { clusterIndex, type MapItem } from './mapClusters';
import { MapCluster } from './MapCluster';
import { MapMarker, type MarkerHandlers } from './MapMarker';
import type { DrawnArea } from './useDrawnArea';
import { useLagging } from './useLagging';
import styles from './MapMarkers.module.css';

interface VisibleMarkersProps extends MarkerHandlers {
  points: MapPoint[];
  area: DrawnArea;
  activeId: string | null;
  draggable: boolean;
  /** A cluster was chosen: show its part of the picture at this zoom. */
  onZoomTo: (x: number, y: number, scale: number) => void;
  /** How many of the points are drawn neither as a marker nor in a cluster (outside the drawn area). */
  onOutside: (count: number) => void;
}

// A drag moves a point many times a second; the clusters are made again once it rests.
const REINDEX_AFTER_DRAG_MS = 300;

const keyOf = (item: MapItem) => (item.kind === 'point' ? `p${item.point._id}` : `c${item.id}`);
const placeOf = (item: MapItem) => (item.kind === 'point' ? item.point : item);
// Top to bottom, then left to right: the order the keyboard visits them in.
const byPlace = (a: MapItem, b: MapItem) => placeOf(a).y - placeOf(b).y || placeOf(a).x - placeOf(b).x;

/**
 * The markers in the drawn area (useDrawnArea), those close together as clusters; each is
 * memoised, so a hover or a drag re-renders one or two of them. The active point (hovered,
 * focused, picked in the list or edited) is always drawn, even where its cluster stands.
 */
export const VisibleMarkers = memo(function VisibleMarkers({ points, area, activeId, draggable, onZoomTo, onOutside, ...handlers }: VisibleMarkersProps) {
  const layer = useRef<HTMLDivElement>(null);
  const focusNear = useRef<{ x: number; y: number } | null>(null);
  const indexed = useLagging(points, draggable, REINDEX_AFTER_DRAG_MS);
  const index = useMemo(() => (area.picture ? clusterIndex(indexed, area.picture) : null), [indexed, area.picture]);
  const items = useMemo(() => (index ? index.itemsIn(area.box, area.scale).sort(byPlace) : []), [index, area.box, area.scale]);
  const live = useMemo(() => new Map(points.map((point) => [point._id, point])), [points]);
  const active = activeId ? live.get(activeId) : undefined;

  const drawnCount = useMemo(() => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0), [items]);
  const outside = index ? Math.max(0, indexed.length - drawnCount) : 0;
  useEffect(() => onOutside(outside), [onOutside, outside]);

  // A chosen cluster is gone once zoomed in: the keyboard goes on from what took its place.
  useEffect(() => {
    const near = focusNear.current;
    if (!near || items.length === 0) return;
    focusNear.current = null;
    const distance = (item: MapItem) => Math.hypot(placeOf(item).x - near.x, placeOf(item).y - near.y);
    const nearest = items.reduce((best, item) => (distance(item) < distance(best) ? item : best));
    layer.current?.querySelector<HTMLElement>(`[data-map-item="${keyOf(nearest)}"]`)?.focus();
  }, [items]);

  const zoomIn = useMemo(
    () => (id: number, x: number, y: number) => {
      if (!index) return;
      focusNear.current = { x, y };
      onZoomTo(x, y, Math.max(index.expansionScale(id), area.scale));
    },
    [index, area.scale, onZoomTo],
  );

  // The active point joins the list where it is not already drawn; one list, so it keeps its element (and focus) between the two.
  const drawn =
    active && !items.some((item) => item.kind === 'point' && item.point._id === active._id) ? [...items, { kind: 'point' as const, point: active }] : items;

  return (
    <div ref={layer} className={styles.layer} role="group" aria-label="Map points">
      {drawn.map((item) => {
        if (item.kind === 'cluster') return <MapCluster key={keyOf(item)} id={item.id} count={item.count} x={item.x} y={item.y} onZoomIn={zoomIn} />;
        const point = live.get(item.point._id);
        return point && <MapMarker key={keyOf(item)} point={point} active={point === active} draggable={draggable} {...handlers} />;
      })}
    </div>
  );
});
