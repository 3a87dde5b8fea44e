import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { elementListChanges } from './worldElementList';

// A world lists its maps (WorldView.maps, the world page's Maps tab) as element summaries. Every
// map event names its world, so the list follows the map's own events; point edits do not
// touch the world's document.
type On<T extends MapEvent['type']> = (event: ProjectedEvent<Extract<MapEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;
type Handlers = { [T in 'MapCreated' | 'MapRenamed' | 'MapVisibilityChanged' | 'MapDeleted']: On<T> };

export const worldMapHandlers = (worlds: string): Handlers => {
  const list = elementListChanges(worlds, 'maps');
  return {
    MapCreated: (event, db) => {
      const { mapId, worldId, title, createdOn } = event.data;
      return list.added(db, worldId, { _id: mapId, title, visibility: 'private', lastUpdated: createdOn });
    },
    MapRenamed: (event, db) => list.changed(db, event.data.worldId, event.data.mapId, { title: event.data.title }, event.metadata.timestamp),
    MapVisibilityChanged: (event, db) =>
      list.changed(db, event.data.worldId, event.data.mapId, { visibility: event.data.visibility }, event.metadata.timestamp),
    MapDeleted: (event, db) => list.removed(db, event.data.worldId, event.data.mapId),
  };
};
