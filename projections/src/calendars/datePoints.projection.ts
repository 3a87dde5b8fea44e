import { pointsOfDates, pointsOfPeriod } from '@lorewright/domain/calendars/datePoints';
import type { DatePoint } from '@lorewright/domain/calendars/worldDate';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { defineProjection, type ProjectionStore } from '../runner/projection';

// Which elements hold dates taken from which timeline points (calendars/datePoints.ts): when a
// point moves, the datePoints reactor reads its rows here and tells each element its new dates.
// Rows are only added, never taken back when a date stops naming the point: following such an
// element again changes nothing, and no date has to be read back to know. An element's rows go
// with the element (and with its world).
export const DATE_POINT_SOURCES = 'sources';

// 'relations': a world's relations, one stream per world (elementID is the world's id).
export type DatePointSourceKind = 'wiki' | 'relations' | 'map' | 'writing';

export interface DatePointSourceRecord {
  // `${timelineID}/${nodeID}/${kind}/${elementID}`
  _id: string;
  timelineID: string;
  nodeID: string;
  kind: DatePointSourceKind;
  elementID: string;
  worldID: string;
}

const sources = (db: ProjectionStore) => db.collection(DATE_POINT_SOURCES);

interface Holder {
  kind: DatePointSourceKind;
  elementID: string;
  worldID: string;
}

// One row per point named, however many of the element's dates name it (a map's many points).
const pointsNamed = async (db: ProjectionStore, holder: Holder, points: readonly DatePoint[]) => {
  const seen = new Set<string>();
  for (const { timelineID, nodeID } of points) {
    const _id = `${timelineID}/${nodeID}/${holder.kind}/${holder.elementID}`;
    if (seen.has(_id)) continue;
    seen.add(_id);
    const record: DatePointSourceRecord = { _id, timelineID, nodeID, ...holder };
    await sources(db).put({ ...record });
  }
};

const elementGone = (db: ProjectionStore, kind: DatePointSourceKind, elementID: string) => sources(db).deleteMany({ elementID, kind });

const wiki = (data: { wikiId: string; worldId: string }): Holder => ({ kind: 'wiki', elementID: data.wikiId, worldID: data.worldId });
const map = (data: { mapId: string; worldId: string }): Holder => ({ kind: 'map', elementID: data.mapId, worldID: data.worldId });
const writing = (data: { writingId: string; worldId: string }): Holder => ({ kind: 'writing', elementID: data.writingId, worldID: data.worldId });
const relations = (data: { worldId: string }): Holder => ({ kind: 'relations', elementID: data.worldId, worldID: data.worldId });

export const datePointsProjection = defineProjection<WikiEvent | RelationEvent | MapEvent | WritingEvent | WorldEvent>()({
  name: 'datePoints',
  version: 1,
  collections: {
    [DATE_POINT_SOURCES]: [
      // A moved point's elements.
      { fields: ['timelineID', 'nodeID'] },
      // A deleted element's or world's rows.
      { fields: ['elementID'] },
      { fields: ['worldID'] },
    ],
  },
  on: {
    WorldDeleted: ({ data }, db) => sources(db).deleteMany({ worldID: data.worldId }),

    WikiCreated: ({ data }, db) =>
      pointsNamed(
        db,
        wiki(data),
        data.headerFields.flatMap((field) => pointsOfPeriod(field.period)),
      ),
    WikiLifespanChanged: ({ data }, db) => pointsNamed(db, wiki(data), pointsOfPeriod(data.lifespan)),
    WikiHeaderFieldAdded: ({ data }, db) => pointsNamed(db, wiki(data), pointsOfPeriod(data.headerField.period)),
    WikiHeaderFieldEdited: ({ data }, db) => pointsNamed(db, wiki(data), pointsOfPeriod(data.headerField.period)),
    WikiSectionAdded: ({ data }, db) => pointsNamed(db, wiki(data), pointsOfPeriod(data.section.period)),
    WikiSectionEdited: ({ data }, db) => pointsNamed(db, wiki(data), pointsOfPeriod(data.section.period)),
    WikiDeleted: ({ data }, db) => elementGone(db, 'wiki', data.wikiId),

    RelationAdded: ({ data }, db) => pointsNamed(db, relations(data), pointsOfPeriod(data.period)),
    RelationChanged: ({ data }, db) => pointsNamed(db, relations(data), pointsOfPeriod(data.period)),

    MapPointAdded: ({ data }, db) => pointsNamed(db, map(data), pointsOfPeriod(data.point.period)),
    MapPointsAdded: ({ data }, db) =>
      pointsNamed(
        db,
        map(data),
        data.points.flatMap((point) => pointsOfPeriod(point.period)),
      ),
    MapPointEdited: ({ data }, db) => pointsNamed(db, map(data), pointsOfPeriod(data.look.period)),
    MapDeleted: ({ data }, db) => elementGone(db, 'map', data.mapId),

    SceneAdded: ({ data }, db) => pointsNamed(db, writing(data), pointsOfDates([data.scene.date])),
    SceneDated: ({ data }, db) => pointsNamed(db, writing(data), pointsOfDates([data.date])),
    WritingDeleted: ({ data }, db) => elementGone(db, 'writing', data.writingId),
  },
});
