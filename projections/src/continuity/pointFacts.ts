import type { WorldDate } from '@lorewright/domain/calendars/worldDate';
import { pointOutsideLife, pointWarningId } from '@lorewright/domain/continuity/continuityWarnings';
import { onWorldCalendar, pointWorldDate } from '@lorewright/domain/continuity/timelinePoints';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';
import type { ProjectionStore } from '../runner/projection';
import {
  keepWarnings,
  pointKeyOf,
  pointLinks,
  pointOf,
  points,
  timelines,
  warnings,
  wikiOf,
  worldTimelineOf,
  type PointLinkRecord,
  type PointRecord,
  type TimelineCalendarRecord,
  type WarningRecord,
  type WikiFactsRecord,
} from './continuityRecords';

// ---- Timeline points outside a life ----------------------------------------------------------

const pointWarning = (wiki: WikiFactsRecord | null, point: PointRecord, date: WorldDate, end: WorldDate | undefined): WarningRecord | null => {
  if (!wiki || wiki.worldID !== point.worldID || !wiki.lifespan) return null;
  const side = pointOutsideLife(wiki.lifespan, date, end);
  if (!side) return null;
  return {
    _id: pointWarningId(wiki._id, point.timelineID, point.nodeID),
    worldID: point.worldID,
    kind: 'pointOutsideLife',
    places: [
      { type: 'wiki', id: wiki._id, where: 'Lifespan' },
      { type: 'timeline', id: point.timelineID, where: point.title, part: point.nodeID },
    ],
    facts: { kind: 'pointOutsideLife', date, ...(end && { end }), lifespan: wiki.lifespan, side },
    ...(point.secret && { editorsOnly: { type: 'timeline', id: point.timelineID } }),
    wikiID: wiki._id,
    pointKey: point._id,
    timelineID: point.timelineID,
  };
};

// A point's warnings again. A point on another calendar than the world's, or linking to no
// wiki, contradicts nothing: neither its wikis nor its calendar are read.
const checkPoint = async (db: ProjectionStore, point: PointRecord) => {
  const wanted: WarningRecord[] = [];
  const timeline = point.links.length ? ((await timelines(db).get(point.timelineID)) as TimelineCalendarRecord | null) : null;
  if (timeline && onWorldCalendar(timeline._id, timeline.calendar, await worldTimelineOf(db, point.worldID))) {
    const date = pointWorldDate(timeline.calendar, point.date);
    const end = point.end ? pointWorldDate(timeline.calendar, point.end) : undefined;
    for (const wikiId of new Set(point.links.map((link) => link.wikiID))) {
      const warning = pointWarning(await wikiOf(db, wikiId), point, date, end);
      if (warning) wanted.push(warning);
    }
  }
  await keepWarnings(db, { pointKey: point._id }, wanted);
};

// The points of the links to wikis the filter finds, checked again: only a point that links to
// a wiki can contradict a life (its warnings go with its last link), so no other is read.
export const checkLinkedPoints = async (db: ProjectionStore, filter: Record<string, unknown>) => {
  const keys = new Set(((await pointLinks(db).find(filter)) as unknown as PointLinkRecord[]).map((link) => link.pointKey));
  for (const key of keys) {
    const point = await pointOf(db, key);
    if (point) await checkPoint(db, point);
  }
};

// A point's facts after an event, then its warnings again.
export const pointChanged = async (db: ProjectionStore, timelineId: string, nodeId: string, change: (point: PointRecord) => PointRecord) => {
  const point = await pointOf(db, pointKeyOf(timelineId, nodeId));
  if (!point) return;
  const next = change(point);
  await points(db).put({ ...next });
  await checkPoint(db, next);
};

// Its links and warnings go with it.
export const dropPoints = async (db: ProjectionStore, filter: Record<string, unknown>) => {
  for (const point of (await points(db).find(filter)) as unknown as PointRecord[]) {
    await pointLinks(db).deleteMany({ pointKey: point._id });
    await warnings(db).deleteMany({ pointKey: point._id });
  }
  await points(db).deleteMany(filter);
};

export const pointOfNode = (
  worldId: string,
  timelineId: string,
  lineId: string,
  node: { _id: string; title: string; secret?: boolean } & Pick<PointRecord, 'date' | 'end'>,
): PointRecord => ({
  _id: pointKeyOf(timelineId, node._id),
  worldID: worldId,
  timelineID: timelineId,
  lineID: lineId,
  nodeID: node._id,
  title: node.title,
  secret: node.secret === true,
  date: node.date,
  end: node.end,
  links: [],
});

export const dateOf = (when: NodeDate) => ({ year: when.year, month: when.month, day: when.day });

// A point added again under its id (a restore) forgets its links and warnings first.
export const pointAdded = async (db: ProjectionStore, point: PointRecord) => {
  if (await points(db).get(point._id)) await dropPoints(db, { _id: point._id });
  await points(db).put({ ...point });
};
