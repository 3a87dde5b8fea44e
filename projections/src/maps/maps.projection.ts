import type { MapEvent } from '@lorewright/domain/maps/map.events';
import { evolveMap, initialMapState, ownPoint, type MapPointState, type MapState } from '@lorewright/domain/maps/map.state';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { heldChunks, PART_CHUNK_INDEXES, PARTS_PER_BREATH, type ChunkedPart } from '../runner/partChunks';
import { MAP_POINT_CHUNKS, MAPS, type MapRecord } from './mapRecords';

type Event = ProjectedEvent<MapEvent>;

// A point as shown: its image by name only (the media item behind it is the write side's).
// Copied, then its image set: a rest spread (`{ image, ...point }`) copies by a slow path, 10,000
// times for a bulk add.
const shownPoint = (point: MapPointState): MapPoint => {
  const shown = { ...point } as unknown as MapPoint;
  shown.image = point.image && { name: point.image.name };
  return shown;
};

// A point's part in its map's chunks: points are ordered by id.
const pointPart = (point: MapPoint, rev: number): ChunkedPart => ({ id: point._id, group: '', order: point._id, rev, json: JSON.stringify(point) });
const chunksOf = (db: ProjectionStore, record: MapRecord) => heldChunks(db, MAP_POINT_CHUNKS, record._id, record.worldID);

// The point an event changes, if any.
const pointIdOf = (event: MapEvent): string | null => {
  if (event.type === 'MapPointAdded') return event.data.point._id;
  return 'pointId' in event.data ? event.data.pointId : null;
};

// The map's state as the write side's evolve needs it for this event: the row, and the one point
// the event touches (evolve reads no other point). A shown image lacks its media id, which no
// fold reads.
const stateOf = (record: MapRecord, point: MapPoint | null, revision: number): MapState => ({
  ...initialMapState(),
  status: 'active',
  mapId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  title: record.title,
  description: record.description,
  image: record.image,
  mediaId: record.mediaId,
  visibility: record.visibility,
  points: point ? { [point._id]: point as MapPointState } : {},
  revision,
});

// Each event is folded with the write side's own evolve (map.state.ts), so the map shows exactly
// the points and point revisions the decider decides on.
const fold = async (event: Event, db: ProjectionStore) => {
  const maps = db.collection(MAPS);
  const record = (await maps.get(event.data.mapId)) as MapRecord | null;
  if (!record) return;
  const pointId = pointIdOf(event);
  const chunks = chunksOf(db, record);
  const stored = pointId === null ? undefined : await chunks.get(pointId);
  const before = stored ? (JSON.parse(stored.json) as MapPoint) : null;
  const next = evolveMap(stateOf(record, before, event.revision - 1), event);
  const after = pointId ? ownPoint(next, pointId) : undefined;
  const num_points = record.num_points + (after ? 1 : 0) - (before ? 1 : 0);
  const { title, visibility } = next;
  // Through update, which waits in the unit of work: a batch of point events writes the row once.
  await maps.update(record._id, { $set: { title, visibility, num_points, revision: event.revision, lastUpdated: event.metadata.timestamp } });
  if (!pointId) return;
  if (after) await chunks.set(pointPart(shownPoint(after), event.revision));
  else if (before) await chunks.remove(pointId, event.revision);
};

// Many points added at once (MapPointsAdded): the row once, and the points into their chunks,
// folded a run of points at a time with a breath between (as timelines.projection.ts).
const pointsAdded = async (event: ProjectedEvent<Extract<MapEvent, { type: 'MapPointsAdded' }>>, db: ProjectionStore) => {
  const maps = db.collection(MAPS);
  const record = (await maps.get(event.data.mapId)) as MapRecord | null;
  if (!record) return;
  const parts: ChunkedPart[] = [];
  for (let from = 0; from < event.data.points.length; from += PARTS_PER_BREATH) {
    const run = event.data.points.slice(from, from + PARTS_PER_BREATH);
    const next = evolveMap(stateOf(record, null, event.revision - 1), { ...event, data: { ...event.data, points: run } });
    for (const { _id: pointId } of run) parts.push(pointPart(shownPoint(ownPoint(next, pointId)!), event.revision));
    await db.breathe();
  }
  await chunksOf(db, record).setAll(parts);
  const num_points = record.num_points + event.data.points.length;
  await maps.update(record._id, { $set: { num_points, revision: event.revision, lastUpdated: event.metadata.timestamp } });
};

const created = (event: ProjectedEvent<Extract<MapEvent, { type: 'MapCreated' }>>, db: ProjectionStore) => {
  const { mapId, worldId, authorId, title, description, image, mediaId, createdOn } = event.data;
  const record: MapRecord = {
    _id: mapId,
    worldID: worldId,
    authorID: authorId,
    image,
    title,
    description,
    visibility: evolveMap(initialMapState(), event).visibility,
    createdOn,
    lastUpdated: createdOn,
    num_points: 0,
    revision: event.revision,
    mediaId,
  };
  return db.collection(MAPS).put({ ...record });
};

// Maps as their world's author sees them (domain/src/maps/mapView.ts); routes cut them down
// per viewer (private maps, mapForViewer.ts).
//
// Version 2: points are read by own property (map.state.ts ownPoint), so an event stored for
// `constructor` or `toString` (which no map has as a point) no longer makes a broken point;
// rebuilt from the log, the maps lose the ones version 1 made.
export const mapsProjection = defineProjection<MapEvent | WorldEvent>()({
  name: 'maps',
  // 3: points carry the revision that last wrote them, and deleted points leave a mark.
  // 4: points kept in chunks (partChunks.ts); 5: in 256 of them.
  version: 5,
  collections: {
    [MAPS]: [
      // A world's maps menu, oldest first.
      { fields: ['worldID', 'createdOn', '_id'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
    [MAP_POINT_CHUNKS]: PART_CHUNK_INDEXES,
  },
  on: {
    MapCreated: created,
    MapRenamed: fold,
    MapVisibilityChanged: fold,
    MapDeleted: async (event, db) => {
      await db.settle();
      await db.collection(MAPS).delete(event.data.mapId);
      await db.collection(MAP_POINT_CHUNKS).deleteMany({ elementID: event.data.mapId });
    },
    MapPointAdded: fold,
    MapPointsAdded: pointsAdded,
    MapPointMoved: fold,
    MapPointEdited: fold,
    MapPointDeleted: fold,
    MapPointImageSet: fold,
    MapPointImageRemoved: fold,
    MapPointLinkAdded: fold,
    MapPointLinkRemoved: fold,
    // A deleted world's maps go with it (their streams stay, refused by every command).
    WorldDeleted: async (event, db) => {
      await db.settle();
      await db.collection(MAPS).deleteMany({ worldID: event.data.worldId });
      await db.collection(MAP_POINT_CHUNKS).deleteMany({ worldID: event.data.worldId });
    },
  },
});
