import { forbidden, notFound } from '../shared/errors';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { mapMessages as m } from './mapMessages';
import type { MapView } from './mapView';

// The read of one map: 404 when it (or its world) does not exist, 403 when it is private to the
// viewer (as writings and wikis). Viewing needs no permission: public maps are free to read.
export const mapForViewer = (world: WorldAccessFacts | null, map: MapView | null, viewerId: string | null | undefined): MapView => {
  if (!world || !map) throw notFound(m.notFound);
  if (!canViewElement(world, map, viewerId)) throw forbidden(m.isPrivate);
  return map;
};
