import type { MapPoint, MapView } from './mapView';

// The answer of PUT map/updatePoints asked with `?since=<revision>`: the map as it is now with
// its points left out, the points written after that revision and the ids of those deleted since.
export interface MapChanges {
  revision: number;
  map: MapView;
  points: Record<string, MapPoint>;
  removedPointIDs: string[];
}

// The newest revision a copy of the map is known to hold: every point carries the revision of
// its last change. Asking since it may bring back a change the copy has, which applies as a no-op.
export const knownMapRevisionOf = (map: MapView): number => {
  let known = 0;
  for (const point of Object.values(map.points)) known = Math.max(known, point.revision);
  return known;
};

// The copy brought up to the answer: its points without the deleted ones, with the written ones.
export const applyMapChanges = (copy: MapView, { map, points, removedPointIDs }: MapChanges): MapView => {
  const removed = new Set(removedPointIDs);
  const kept = Object.entries(copy.points).filter(([id]) => !removed.has(id));
  return { ...map, points: { ...Object.fromEntries(kept), ...points } };
};
