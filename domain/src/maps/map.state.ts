import type { Visibility } from '../worlds/world.events';
import type { MapEvent } from './map.events';
import type { MapPoint } from './mapView';

// A point as the write side knows it: the view's point with the media item its picture is.
export interface MapPointState extends Omit<MapPoint, 'image'> {
  image: { name: string; mediaId: string } | null;
}

// What the write side knows of one map to decide: folded from `map-{mapId}`.
export interface MapState {
  status: 'none' | 'active' | 'deleted';
  mapId: string;
  worldId: string;
  authorId: string;
  title: string;
  description: string;
  image: string;
  mediaId: string;
  visibility: Visibility;
  points: Readonly<Record<string, MapPointState>>;
  // Ids of deleted points: a stale copy sent again is refused, not brought back.
  deletedPointIds: Readonly<Record<string, true>>;
  // The stream revision of the last event (-1 before the first).
  revision: number;
}

export const initialMapState = (): MapState => ({
  status: 'none',
  mapId: '',
  worldId: '',
  authorId: '',
  title: '',
  description: '',
  image: '',
  mediaId: '',
  visibility: 'private',
  points: {},
  deletedPointIds: {},
  revision: -1,
});

// A point by the id a request or an event names: own entries only, so `constructor` or
// `__proto__` is no point rather than something every object inherits.
export const ownPoint = (state: Pick<MapState, 'points'>, pointId: string): MapPointState | undefined =>
  Object.hasOwn(state.points, pointId) ? state.points[pointId] : undefined;
export const isDeletedPoint = (state: Pick<MapState, 'deletedPointIds'>, pointId: string) => Object.hasOwn(state.deletedPointIds, pointId);

// The point with a change, stamped with the revision of the event that made it. An event naming
// no point of the map (as some stored before points were read by own property did) changes nothing.
const changedPoint = (state: MapState, pointId: string, revision: number, change: (point: MapPointState) => Partial<MapPointState>) => {
  const point = ownPoint(state, pointId);
  return point ? { points: { ...state.points, [pointId]: { ...point, ...change(point), revision } } } : {};
};

const evolveOnce = (state: MapState, event: MapEvent, revision: number): Partial<MapState> => {
  switch (event.type) {
    case 'MapCreated': {
      const { mapId, worldId, authorId, title, description, image, mediaId } = event.data;
      return { status: 'active', mapId, worldId, authorId, title, description, image, mediaId };
    }
    case 'MapRenamed':
      return { title: event.data.title };
    case 'MapVisibilityChanged':
      return { visibility: event.data.visibility };
    case 'MapDeleted':
      return { status: 'deleted' };
    case 'MapPointAdded': {
      const { point } = event.data;
      return { points: { ...state.points, [point._id]: { ...point, image: null, links: [], revision } } };
    }
    case 'MapPointMoved':
      return changedPoint(state, event.data.pointId, revision, () => ({ x: event.data.x, y: event.data.y }));
    case 'MapPointEdited':
      return changedPoint(state, event.data.pointId, revision, () => event.data.look);
    case 'MapPointDeleted': {
      const { [event.data.pointId]: _deleted, ...points } = state.points;
      return { points, deletedPointIds: { ...state.deletedPointIds, [event.data.pointId]: true } };
    }
    case 'MapPointImageSet':
      return changedPoint(state, event.data.pointId, revision, () => ({ image: event.data.image }));
    case 'MapPointImageRemoved':
      return changedPoint(state, event.data.pointId, revision, () => ({ image: null }));
    case 'MapPointLinkAdded':
      return changedPoint(state, event.data.pointId, revision, (point) => ({ links: [...point.links, event.data.link] }));
    case 'MapPointLinkRemoved':
      return changedPoint(state, event.data.pointId, revision, (point) => ({ links: point.links.filter((link) => link._id !== event.data.linkId) }));
  }
};

export const evolveMap = (state: MapState, event: MapEvent): MapState => {
  const revision = state.revision + 1;
  return { ...state, ...evolveOnce(state, event, revision), revision };
};
