import { forbidden, notFound } from '../shared/errors';
import { canEditElement, canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import type { MapChanges } from './mapChanges';
import { mapMessages as m } from './mapMessages';
import type { MapPoint, MapView } from './mapView';

// The read of one map: 404 when it (or its world) does not exist, 403 when it is private to the
// viewer (as writings and wikis). Viewing needs no permission: public maps are free to read.
// Any shape of the map with its visibility will do (the whole view, or a row without points).
export const mapForViewer = <M extends Pick<MapView, '_id' | 'visibility'>>(
  world: WorldAccessFacts | null,
  map: M | null,
  viewerId: string | null | undefined,
): M => {
  if (!world || !map) throw notFound(m.notFound);
  if (!canViewElement(world, 'map', map, viewerId)) throw forbidden(m.isPrivate);
  return map;
};

// Secret points reach only those who may edit the map: for everyone else they are left out of
// every answer, as wikiForViewer.ts leaves out secret sections.
export const seesSecretPoints = (world: WorldAccessFacts, mapId: string, viewerId: string | null | undefined) => canEditElement(world, 'map', mapId, viewerId);

const shownPoints = (points: Record<string, MapPoint>): Record<string, MapPoint> => {
  const shown: Record<string, MapPoint> = {};
  for (const [id, point] of Object.entries(points)) if (!point.secret) shown[id] = point;
  return shown;
};

export const mapWithoutSecrets = (map: MapView): MapView => ({ ...map, points: shownPoints(map.points) });

// A point written secret since the reader's copy reads to them as a point deleted.
export const mapChangesWithoutSecrets = (changes: MapChanges): MapChanges => {
  const hidden = Object.values(changes.points)
    .filter((point) => point.secret)
    .map((point) => point._id);
  return { ...changes, map: mapWithoutSecrets(changes.map), points: shownPoints(changes.points), removedPointIDs: [...changes.removedPointIDs, ...hidden] };
};
