import { headChangeOf } from '../elements/elementHead';
import { applyEach } from '../shared/decider';
import { ownRecordOf, writableOwnRecord } from '../shared/ownRecord';
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

// A state being evolved: its own copies of the records events change, so a batch of events
// (10,000 points added by one request) changes them in place: one copy per batch, not per event.
type Draft = Omit<MapState, 'points' | 'deletedPointIds'> & { points: Record<string, MapPointState>; deletedPointIds: Record<string, true> };

// The point with a change, stamped with the revision of the event that made it. An event naming
// no point of the map (as some stored before points were read by own property did) changes nothing.
const changePoint = (draft: Draft, pointId: string, change: (point: MapPointState) => Partial<MapPointState>) => {
  const point = ownPoint(draft, pointId);
  if (point) draft.points[pointId] = { ...point, ...change(point), revision: draft.revision };
};

const mapHead = headChangeOf('Map');

const apply = (draft: Draft, event: MapEvent): void => {
  const head = mapHead(event);
  if (head) return void Object.assign(draft, head);
  switch (event.type) {
    case 'MapCreated': {
      const { mapId, worldId, authorId, title, description, image, mediaId } = event.data;
      Object.assign(draft, { status: 'active', mapId, worldId, authorId, title, description, image, mediaId });
      return;
    }
    case 'MapPointAdded': {
      const { point } = event.data;
      draft.points[point._id] = { ...point, image: null, links: [], revision: draft.revision };
      return;
    }
    case 'MapPointsAdded':
      for (const point of event.data.points) draft.points[point._id] = { ...point, image: null, links: [], revision: draft.revision };
      return;
    case 'MapPointMoved':
      return changePoint(draft, event.data.pointId, () => ({ x: event.data.x, y: event.data.y }));
    case 'MapPointEdited': {
      // The look replaces the period too (an edit that undates a point carries none); a look
      // without the secret mark keeps the mark (stored before marks existed).
      const { look } = event.data;
      changePoint(draft, event.data.pointId, () => look);
      const point = ownPoint(draft, event.data.pointId);
      if (point && !look.period && point.period) delete point.period;
      return;
    }
    case 'MapPointDeleted':
      if (Object.hasOwn(draft.points, event.data.pointId)) delete draft.points[event.data.pointId];
      draft.deletedPointIds[event.data.pointId] = true;
      return;
    case 'MapPointImageSet':
      return changePoint(draft, event.data.pointId, () => ({ image: event.data.image }));
    case 'MapPointImageRemoved':
      return changePoint(draft, event.data.pointId, () => ({ image: null }));
    case 'MapPointLinkAdded':
      return changePoint(draft, event.data.pointId, (point) => ({ links: [...point.links, event.data.link] }));
    case 'MapPointLinkRemoved':
      return changePoint(draft, event.data.pointId, (point) => ({ links: point.links.filter((link) => link._id !== event.data.linkId) }));
  }
};

// The state after `events`, in order; the state given is left as it was.
export const evolveMapAll = (state: MapState, events: readonly MapEvent[]): MapState => {
  if (events.length === 0) return state;
  const draft: Draft = { ...state, points: ownRecordOf(state.points), deletedPointIds: ownRecordOf(state.deletedPointIds) };
  return applyEach(draft, events, apply);
};

export const evolveMap = (state: MapState, event: MapEvent): MapState => evolveMapAll(state, [event]);

// The state after `events`, changed in place (Decider.evolveOwned): for a state no one else reads.
export const evolveMapOwned = (state: MapState, events: readonly MapEvent[]): MapState => {
  const draft = state as Draft;
  draft.points = writableOwnRecord(draft.points);
  draft.deletedPointIds = writableOwnRecord(draft.deletedPointIds);
  return applyEach(draft, events, apply);
};
