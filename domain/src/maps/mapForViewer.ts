import { forbidden, notFound } from '../shared/errors';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { mapMessages as m } from './mapMessages';
import type { MapView } from './mapView';

// The read of one map: 404 when it (or its world) does not exist, 403 when it is private to the
// viewer (as writings and wikis). Viewing needs no permission: public maps are free to read.
// Any shape of the map with its visibility will do (the whole view, or a row without points).
export const mapForViewer = <M extends Pick<MapView, 'visibility'>>(world: WorldAccessFacts | null, map: M | null, viewerId: string | null | undefined): M => {
  if (!world || !map) throw notFound(m.notFound);
  if (!canViewElement(world, map, viewerId)) throw forbidden(m.isPrivate);
  return map;
};
