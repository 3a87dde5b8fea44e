import { elementTarget, linksOfNodes, spliceLinks, targetsOf, type SceneLinkAt } from '@lorewright/domain/backlinks/sceneLinks';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { WorldDate, WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { ContinuityEvent } from '@lorewright/domain/continuity/continuity.events';
import {
  dateOutsideLife,
  mentionWarningId,
  overlapWarningId,
  overlappingFields,
  periodOutsideLife,
  pointOutsideLife,
  pointWarningId,
  relationWarningId,
  type DatedField,
  type StoredWarning,
} from '@lorewright/domain/continuity/continuityWarnings';
import { onWorldCalendar, pointWorldDate } from '@lorewright/domain/continuity/timelinePoints';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { RelationPeriod } from '@lorewright/domain/relations/relationPeriod';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';
import { placeAfter } from '@lorewright/domain/wikis/partOrder';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import type { Visibility, WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { defineProjection, type ProjectionStore } from '../runner/projection';

// Continuity (product.md, "Continuity"): a world's dated facts — its wikis' lifespans and dated
// header fields, its scenes' dates and the wikis their text links to, its relations' periods —
// and the warnings where they contradict each other. Every event re-checks only what it
// touches: a lifespan change the scenes linking to that wiki (through the mentions, by wiki) and
// its relations; a scene's change that scene; a header field's change that wiki's fields; a
// relation's change that relation. No text is ever read: a scene's links are kept as the
// backlinks keep them (sceneLinks.ts) and follow its saves' splices. Timeline points that link
// to a wiki are checked as scenes are (through their links, by wiki), when their timeline's
// calendar is the world's (timelinePoints.ts): a calendar change or the world's choice of
// calendar checks the points of the timelines it touches again.
export const CONTINUITY_WIKIS = 'wikis';
export const CONTINUITY_SCENES = 'scenes';
export const CONTINUITY_MENTIONS = 'mentions';
export const CONTINUITY_RELATIONS = 'relations';
export const CONTINUITY_WARNINGS = 'warnings';
export const CONTINUITY_DISMISSALS = 'dismissals';
export const CONTINUITY_CALENDARS = 'calendars';
export const CONTINUITY_TIMELINES = 'timelines';
export const CONTINUITY_POINTS = 'points';
export const CONTINUITY_POINT_LINKS = 'pointLinks';

// A wiki's dated facts, and what the as-of world page shows of it.
export interface WikiFactsRecord {
  _id: string;
  worldID: string;
  title: string;
  category: WikiCategory;
  visibility: Visibility;
  lifespan: WorldPeriod | null;
  // Its header fields in order (the undated ones too: a field's place is kept by its neighbour).
  fields: DatedField[];
}

interface SceneFactsRecord {
  // `${writingID}:${sceneID}`
  _id: string;
  worldID: string;
  writingID: string;
  sceneID: string;
  name: string;
  date: WorldDate | null;
  links: SceneLinkAt[];
}

// A scene's text links to a wiki (once per scene); `secret`: only from secret lines.
interface MentionRecord {
  _id: string;
  worldID: string;
  wikiID: string;
  sceneKey: string;
  writingID: string;
  secret: boolean;
}

interface RelationFactsRecord {
  _id: string;
  worldID: string;
  fromID: string;
  toID: string;
  period: RelationPeriod | null;
}

// The timeline whose calendar the world's dates are on (null: the Gregorian one).
interface WorldCalendarRecord {
  // the world's id
  _id: string;
  worldID: string;
  timelineID: string | null;
}

interface TimelineCalendarRecord {
  _id: string;
  worldID: string;
  calendar: Calendar;
}

// A timeline point: its date on the timeline's calendar and the wikis it links to (by link id).
interface PointRecord {
  // `${timelineID}:${nodeID}`
  _id: string;
  worldID: string;
  timelineID: string;
  lineID: string;
  nodeID: string;
  title: string;
  secret: boolean;
  date: NodeDate;
  end: NodeDate | null;
  links: { _id: string; wikiID: string }[];
}

// A point links to a wiki (one record per link): how a lifespan change finds the points.
interface PointLinkRecord {
  // `${pointKey}|${linkId}`
  _id: string;
  worldID: string;
  wikiID: string;
  pointKey: string;
  timelineID: string;
}

// A warning with what finds it again when one of its facts changes or goes.
export interface WarningRecord extends StoredWarning {
  wikiID: string;
  otherWikiID?: string;
  sceneKey?: string;
  writingID?: string;
  relationID?: string;
  pointKey?: string;
  timelineID?: string;
}

export interface DismissalRecord {
  // `${worldID}:${warningID}`
  _id: string;
  worldID: string;
  warningID: string;
  reason: string;
  dismissedBy: string;
  at: string;
}

const wikis = (db: ProjectionStore) => db.collection(CONTINUITY_WIKIS);
const scenes = (db: ProjectionStore) => db.collection(CONTINUITY_SCENES);
const mentions = (db: ProjectionStore) => db.collection(CONTINUITY_MENTIONS);
const relations = (db: ProjectionStore) => db.collection(CONTINUITY_RELATIONS);
const warnings = (db: ProjectionStore) => db.collection(CONTINUITY_WARNINGS);
const dismissals = (db: ProjectionStore) => db.collection(CONTINUITY_DISMISSALS);
const calendars = (db: ProjectionStore) => db.collection(CONTINUITY_CALENDARS);
const timelines = (db: ProjectionStore) => db.collection(CONTINUITY_TIMELINES);
const points = (db: ProjectionStore) => db.collection(CONTINUITY_POINTS);
const pointLinks = (db: ProjectionStore) => db.collection(CONTINUITY_POINT_LINKS);

const sceneKeyOf = (writingId: string, sceneId: string) => `${writingId}:${sceneId}`;
const mentionId = (wikiId: string, sceneKey: string) => `${wikiId}|${sceneKey}`;
const WIKI_PREFIX = elementTarget('wiki', '');

const wikiOf = async (db: ProjectionStore, wikiId: string) => (await wikis(db).get(wikiId)) as WikiFactsRecord | null;
const warningsWhere = async (db: ProjectionStore, filter: Record<string, unknown>) => (await warnings(db).find(filter)) as unknown as WarningRecord[];

// Stores the warnings wanted among those `filter` finds, and drops the others.
const keepWarnings = async (db: ProjectionStore, filter: Record<string, unknown>, wanted: readonly WarningRecord[]) => {
  const ids = new Set(wanted.map((warning) => warning._id));
  for (const known of await warningsWhere(db, filter)) if (!ids.has(known._id)) await warnings(db).delete(known._id);
  for (const warning of wanted) await warnings(db).put({ ...warning });
};

// The wikis a scene links to, each once, with whether only secret lines do.
const wikiTargets = (links: readonly SceneLinkAt[]): Map<string, boolean> => {
  const found = new Map<string, boolean>();
  for (const [target, { secret }] of targetsOf(links)) if (target.startsWith(WIKI_PREFIX)) found.set(target.slice(WIKI_PREFIX.length), secret);
  return found;
};

// ---- Mentions of a wiki outside its life ------------------------------------------------------

const mentionWarning = (wiki: WikiFactsRecord | null, scene: SceneFactsRecord, secret: boolean): WarningRecord | null => {
  if (!wiki || wiki.worldID !== scene.worldID || !wiki.lifespan) return null;
  const side = dateOutsideLife(wiki.lifespan, scene.date);
  if (!side) return null;
  return {
    _id: mentionWarningId(wiki._id, scene.writingID, scene.sceneID),
    worldID: scene.worldID,
    kind: 'mentionOutsideLife',
    places: [
      { type: 'wiki', id: wiki._id, where: 'Lifespan' },
      { type: 'writing', id: scene.writingID, where: scene.name, part: scene.sceneID },
    ],
    facts: { kind: 'mentionOutsideLife', date: scene.date!, lifespan: wiki.lifespan, side },
    ...(secret && { editorsOnly: { type: 'writing', id: scene.writingID } }),
    wikiID: wiki._id,
    sceneKey: scene._id,
    writingID: scene.writingID,
  };
};

// A scene's links after a change: the mentions it gains and loses, then its warnings again.
const sceneChanged = async (db: ProjectionStore, scene: SceneFactsRecord, before: readonly SceneLinkAt[]) => {
  const was = wikiTargets(before);
  const now = wikiTargets(scene.links);
  for (const wikiId of was.keys()) if (!now.has(wikiId)) await mentions(db).delete(mentionId(wikiId, scene._id));
  for (const [wikiId, secret] of now) {
    if (was.get(wikiId) === secret) continue;
    const mention: MentionRecord = {
      _id: mentionId(wikiId, scene._id),
      worldID: scene.worldID,
      wikiID: wikiId,
      sceneKey: scene._id,
      writingID: scene.writingID,
      secret,
    };
    await mentions(db).put({ ...mention });
  }
  await scenes(db).put({ ...scene });
  await checkScene(db, scene, now);
};

const checkScene = async (db: ProjectionStore, scene: SceneFactsRecord, targets = wikiTargets(scene.links)) => {
  const wanted: WarningRecord[] = [];
  // An undated scene contradicts nothing: its wikis are not even read.
  if (scene.date)
    for (const [wikiId, secret] of targets) {
      const warning = mentionWarning(await wikiOf(db, wikiId), scene, secret);
      if (warning) wanted.push(warning);
    }
  await keepWarnings(db, { sceneKey: scene._id }, wanted);
};

// ---- Relations reaching out of a life ---------------------------------------------------------

const relationWarning = (relation: RelationFactsRecord, wiki: WikiFactsRecord | null): WarningRecord | null => {
  if (!wiki || !wiki.lifespan || !relation.period) return null;
  const side = periodOutsideLife(wiki.lifespan, relation.period);
  if (!side) return null;
  const other = wiki._id === relation.fromID ? relation.toID : relation.fromID;
  return {
    _id: relationWarningId(relation._id, wiki._id),
    worldID: relation.worldID,
    kind: 'relationOutsideLife',
    places: [
      { type: 'wiki', id: wiki._id, where: 'Lifespan' },
      { type: 'wiki', id: other, where: 'Relations' },
    ],
    facts: { kind: 'relationOutsideLife', period: relation.period, lifespan: wiki.lifespan, side },
    wikiID: wiki._id,
    otherWikiID: other,
    relationID: relation._id,
  };
};

const checkRelationEnd = async (db: ProjectionStore, relation: RelationFactsRecord, wiki: WikiFactsRecord | null, wikiId: string) => {
  const warning = relationWarning(relation, wiki);
  if (warning) await warnings(db).put({ ...warning });
  else await warnings(db).delete(relationWarningId(relation._id, wikiId));
};

// ---- Timeline points outside a life ----------------------------------------------------------

const pointKeyOf = (timelineId: string, nodeId: string) => `${timelineId}:${nodeId}`;
const pointOf = async (db: ProjectionStore, key: string) => (await points(db).get(key)) as PointRecord | null;
const worldTimelineOf = async (db: ProjectionStore, worldId: string) => ((await calendars(db).get(worldId)) as WorldCalendarRecord | null)?.timelineID ?? null;

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
const checkLinkedPoints = async (db: ProjectionStore, filter: Record<string, unknown>) => {
  const keys = new Set(((await pointLinks(db).find(filter)) as unknown as PointLinkRecord[]).map((link) => link.pointKey));
  for (const key of keys) {
    const point = await pointOf(db, key);
    if (point) await checkPoint(db, point);
  }
};

// A point's facts after an event, then its warnings again.
const pointChanged = async (db: ProjectionStore, timelineId: string, nodeId: string, change: (point: PointRecord) => PointRecord) => {
  const point = await pointOf(db, pointKeyOf(timelineId, nodeId));
  if (!point) return;
  const next = change(point);
  await points(db).put({ ...next });
  await checkPoint(db, next);
};

// Its links and warnings go with it.
const dropPoints = async (db: ProjectionStore, filter: Record<string, unknown>) => {
  for (const point of (await points(db).find(filter)) as unknown as PointRecord[]) {
    await pointLinks(db).deleteMany({ pointKey: point._id });
    await warnings(db).deleteMany({ pointKey: point._id });
  }
  await points(db).deleteMany(filter);
};

// ---- A wiki's own facts -----------------------------------------------------------------------

// A lifespan changed: the scenes that link to the wiki, and its relations, are checked again.
const checkLife = async (db: ProjectionStore, wiki: WikiFactsRecord) => {
  for (const mention of (await mentions(db).find({ wikiID: wiki._id })) as unknown as MentionRecord[]) {
    const scene = (await scenes(db).get(mention.sceneKey)) as SceneFactsRecord | null;
    if (!scene) continue;
    const warning = mentionWarning(wiki, scene, mention.secret);
    if (warning) await warnings(db).put({ ...warning });
    else await warnings(db).delete(mentionWarningId(wiki._id, scene.writingID, scene.sceneID));
  }
  const ends = [...(await relations(db).find({ fromID: wiki._id })), ...(await relations(db).find({ toID: wiki._id }))] as unknown as RelationFactsRecord[];
  for (const relation of ends) await checkRelationEnd(db, relation, wiki, wiki._id);
  await checkLinkedPoints(db, { wikiID: wiki._id });
};

const checkFields = async (db: ProjectionStore, wiki: WikiFactsRecord) => {
  const wanted = overlappingFields(wiki.fields).map(([first, second]): WarningRecord => ({
    _id: overlapWarningId(wiki._id, first._id, second._id),
    worldID: wiki.worldID,
    kind: 'fieldValuesOverlap',
    places: [{ type: 'wiki', id: wiki._id, where: first.field.trim(), part: first._id }],
    facts: {
      kind: 'fieldValuesOverlap',
      field: first.field.trim(),
      first: { value: first.value, period: first.period! },
      second: { value: second.value, period: second.period! },
    },
    ...((first.secret || second.secret) && { editorsOnly: { type: 'wiki', id: wiki._id } }),
    wikiID: wiki._id,
  }));
  await keepWarnings(db, { wikiID: wiki._id, kind: 'fieldValuesOverlap' }, wanted);
};

const fieldOf = (field: DatedField): DatedField => ({
  _id: field._id,
  field: field.field,
  value: field.value,
  ...(field.secret && { secret: true }),
  ...(field.period && { period: field.period }),
});

// A header field event: the wiki's fields after it, then their overlaps again.
const fieldsChanged = async (db: ProjectionStore, wikiId: string, change: (fields: DatedField[]) => DatedField[]) => {
  const wiki = await wikiOf(db, wikiId);
  if (!wiki) return;
  const next = { ...wiki, fields: change(wiki.fields) };
  await wikis(db).put({ ...next });
  await checkFields(db, next);
};

const pointOfNode = (
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

const dateOf = (when: NodeDate) => ({ year: when.year, month: when.month, day: when.day });

const pointAdded = async (db: ProjectionStore, point: PointRecord) => {
  if (await points(db).get(point._id)) await dropPoints(db, { _id: point._id });
  await points(db).put({ ...point });
};

export const continuityProjection = defineProjection<WikiEvent | WritingEvent | RelationEvent | WorldEvent | TimelineEvent | ContinuityEvent>()({
  name: 'continuity',
  version: 2,
  collections: {
    [CONTINUITY_WIKIS]: [{ fields: ['worldID'] }],
    [CONTINUITY_SCENES]: [{ fields: ['writingID'] }, { fields: ['worldID'] }],
    [CONTINUITY_MENTIONS]: [{ fields: ['wikiID'] }, { fields: ['sceneKey'] }, { fields: ['writingID'] }, { fields: ['worldID'] }],
    [CONTINUITY_RELATIONS]: [{ fields: ['fromID'] }, { fields: ['toID'] }, { fields: ['worldID'] }],
    [CONTINUITY_WARNINGS]: [
      { fields: ['worldID', '_id'] },
      { fields: ['wikiID', 'kind'] },
      { fields: ['otherWikiID'] },
      { fields: ['sceneKey'] },
      { fields: ['writingID'] },
      { fields: ['pointKey'] },
      { fields: ['timelineID'] },
    ],
    [CONTINUITY_DISMISSALS]: [{ fields: ['worldID', '-at'] }],
    [CONTINUITY_CALENDARS]: [{ fields: ['worldID'] }],
    [CONTINUITY_TIMELINES]: [{ fields: ['worldID'] }],
    [CONTINUITY_POINTS]: [{ fields: ['timelineID'] }, { fields: ['lineID'] }, { fields: ['worldID'] }],
    [CONTINUITY_POINT_LINKS]: [{ fields: ['wikiID'] }, { fields: ['pointKey'] }, { fields: ['timelineID'] }, { fields: ['worldID'] }],
  },
  on: {
    WorldDeleted: async ({ data }, db) => {
      const all = [CONTINUITY_WIKIS, CONTINUITY_SCENES, CONTINUITY_MENTIONS, CONTINUITY_RELATIONS, CONTINUITY_WARNINGS, CONTINUITY_DISMISSALS];
      for (const name of [...all, CONTINUITY_CALENDARS, CONTINUITY_TIMELINES, CONTINUITY_POINTS, CONTINUITY_POINT_LINKS])
        await db.collection(name).deleteMany({ worldID: data.worldId });
    },
    // The world's dates move to another calendar: which timelines' points compare changes.
    WorldCalendarChosen: async ({ data }, db) => {
      const record: WorldCalendarRecord = { _id: data.worldId, worldID: data.worldId, timelineID: data.timelineId };
      await calendars(db).put({ ...record });
      await checkLinkedPoints(db, { worldID: data.worldId });
    },

    WikiCreated: async ({ data }, db) => {
      const wiki: WikiFactsRecord = {
        _id: data.wikiId,
        worldID: data.worldId,
        title: data.title,
        category: data.category,
        visibility: 'private',
        lifespan: null,
        fields: data.headerFields.map(fieldOf),
      };
      await wikis(db).put({ ...wiki });
      await checkFields(db, wiki);
    },
    WikiRenamed: ({ data }, db) => wikis(db).update(data.wikiId, { $set: { title: data.title } }),
    WikiVisibilityChanged: ({ data }, db) => wikis(db).update(data.wikiId, { $set: { visibility: data.visibility } }),
    WikiLifespanChanged: async ({ data }, db) => {
      const wiki = await wikiOf(db, data.wikiId);
      if (!wiki) return;
      const next = { ...wiki, lifespan: data.lifespan };
      await wikis(db).put({ ...next });
      await checkLife(db, next);
    },
    WikiHeaderFieldAdded: ({ data }, db) => fieldsChanged(db, data.wikiId, (fields) => placeAfter(fields, fieldOf(data.headerField), data.afterId)),
    WikiHeaderFieldEdited: ({ data }, db) =>
      fieldsChanged(db, data.wikiId, (fields) => fields.map((field) => (field._id === data.headerField._id ? fieldOf(data.headerField) : field))),
    WikiHeaderFieldMoved: ({ data }, db) =>
      fieldsChanged(db, data.wikiId, (fields) => {
        const field = fields.find((each) => each._id === data.headerFieldId);
        return field ? placeAfter(fields, field, data.afterId) : fields;
      }),
    WikiHeaderFieldRemoved: ({ data }, db) => fieldsChanged(db, data.wikiId, (fields) => fields.filter((field) => field._id !== data.headerFieldId)),
    // Its warnings, the scenes' mentions of it and its relations go with it.
    WikiDeleted: async ({ data }, db) => {
      await wikis(db).delete(data.wikiId);
      await warnings(db).deleteMany({ wikiID: data.wikiId });
      await warnings(db).deleteMany({ otherWikiID: data.wikiId });
      await mentions(db).deleteMany({ wikiID: data.wikiId });
      await pointLinks(db).deleteMany({ wikiID: data.wikiId });
      await relations(db).deleteMany({ fromID: data.wikiId });
      await relations(db).deleteMany({ toID: data.wikiId });
    },

    SceneAdded: async ({ data }, db) => {
      const { writingId, worldId, scene } = data;
      // A scene added again under its id (a restore) replaces what was known of it.
      const known = (await scenes(db).get(sceneKeyOf(writingId, scene._id))) as SceneFactsRecord | null;
      const record: SceneFactsRecord = {
        _id: sceneKeyOf(writingId, scene._id),
        worldID: worldId,
        writingID: writingId,
        sceneID: scene._id,
        name: scene.name,
        date: scene.date ?? null,
        links: linksOfNodes(scene.content),
      };
      await sceneChanged(db, record, known?.links ?? []);
    },
    SceneContentChanged: async ({ data }, db) => {
      const scene = (await scenes(db).get(sceneKeyOf(data.writingId, data.sceneId))) as SceneFactsRecord | null;
      if (!scene) return;
      const links = spliceLinks(scene.links, { at: data.at, remove: data.remove, nodes: data.nodes });
      const [was, now] = [wikiTargets(scene.links), wikiTargets(links)];
      const sameWikis = was.size === now.size && [...now].every(([wikiId, secret]) => was.get(wikiId) === secret);
      // Most saves move no link to a wiki: only the links' places are kept.
      if (sameWikis) await scenes(db).update(scene._id, { $set: { links } });
      else await sceneChanged(db, { ...scene, links }, scene.links);
    },
    SceneDated: async ({ data }, db) => {
      const scene = (await scenes(db).get(sceneKeyOf(data.writingId, data.sceneId))) as SceneFactsRecord | null;
      if (!scene) return;
      const next = { ...scene, date: data.date };
      await scenes(db).update(scene._id, { $set: { date: data.date } });
      await checkScene(db, next);
    },
    SceneRenamed: async ({ data }, db) => {
      const scene = (await scenes(db).get(sceneKeyOf(data.writingId, data.sceneId))) as SceneFactsRecord | null;
      if (!scene) return;
      await scenes(db).update(scene._id, { $set: { name: data.name } });
      await checkScene(db, { ...scene, name: data.name });
    },
    SceneRemoved: async ({ data }, db) => {
      const key = sceneKeyOf(data.writingId, data.sceneId);
      await scenes(db).delete(key);
      await mentions(db).deleteMany({ sceneKey: key });
      await warnings(db).deleteMany({ sceneKey: key });
    },
    WritingDeleted: async ({ data }, db) => {
      await scenes(db).deleteMany({ writingID: data.writingId });
      await mentions(db).deleteMany({ writingID: data.writingId });
      await warnings(db).deleteMany({ writingID: data.writingId });
    },

    RelationAdded: async ({ data }, db) => {
      const relation: RelationFactsRecord = { _id: data.relationId, worldID: data.worldId, fromID: data.fromId, toID: data.toId, period: data.period };
      await relations(db).put({ ...relation });
      for (const end of [relation.fromID, relation.toID]) await checkRelationEnd(db, relation, await wikiOf(db, end), end);
    },
    // A relation of a wiki since deleted went with it and stays gone.
    RelationChanged: async ({ data }, db) => {
      const known = (await relations(db).get(data.relationId)) as RelationFactsRecord | null;
      if (!known) return;
      const relation = { ...known, period: data.period };
      await relations(db).put({ ...relation });
      for (const end of [relation.fromID, relation.toID]) await checkRelationEnd(db, relation, await wikiOf(db, end), end);
    },
    RelationRemoved: async ({ data }, db) => {
      await relations(db).delete(data.relationId);
      await warnings(db).delete(relationWarningId(data.relationId, data.fromId));
      await warnings(db).delete(relationWarningId(data.relationId, data.toId));
    },

    TimelineCreated: async ({ data }, db) => {
      const timeline: TimelineCalendarRecord = { _id: data.timelineId, worldID: data.worldId, calendar: data.calendar };
      await timelines(db).put({ ...timeline });
    },
    TimelineCalendarChanged: async ({ data }, db) => {
      if (!(await timelines(db).get(data.timelineId))) return;
      await timelines(db).update(data.timelineId, { $set: { calendar: data.calendar } });
      await checkLinkedPoints(db, { timelineID: data.timelineId });
    },
    // A world whose dates were on its calendar goes back to the Gregorian one (worldTimelines.ts).
    TimelineDeleted: async ({ data }, db) => {
      await timelines(db).delete(data.timelineId);
      await points(db).deleteMany({ timelineID: data.timelineId });
      await pointLinks(db).deleteMany({ timelineID: data.timelineId });
      await warnings(db).deleteMany({ timelineID: data.timelineId });
      if ((await worldTimelineOf(db, data.worldId)) === data.timelineId) {
        const record: WorldCalendarRecord = { _id: data.worldId, worldID: data.worldId, timelineID: null };
        await calendars(db).put({ ...record });
        await checkLinkedPoints(db, { worldID: data.worldId });
      }
    },
    TimelineLineDeleted: ({ data }, db) => dropPoints(db, { lineID: data.lineId }),
    // A new point links to nothing yet; one added again under its id (a restore) starts afresh.
    TimelineNodeAdded: ({ data }, db) => pointAdded(db, pointOfNode(data.worldId, data.timelineId, data.lineId, { ...data.node, date: dateOf(data.node) })),
    TimelineNodesAdded: async ({ data }, db) => {
      for (const node of data.nodes) {
        await pointAdded(db, pointOfNode(data.worldId, data.timelineId, data.lineId, { ...node, date: dateOf(node) }));
        await db.breathe();
      }
    },
    TimelineNodeMoved: ({ data }, db) => pointChanged(db, data.timelineId, data.nodeId, (point) => ({ ...point, date: dateOf(data.when), end: data.when.end })),
    // Its title names it in the warning; a secret point's warnings reach its editors only.
    TimelineNodeEdited: ({ data }, db) =>
      pointChanged(db, data.timelineId, data.nodeId, (point) => ({
        ...point,
        title: data.look.title,
        // Absent in an edit, a point's secrecy stays as it was.
        secret: data.look.secret ?? point.secret,
      })),
    TimelineNodeDeleted: ({ data }, db) => dropPoints(db, { _id: pointKeyOf(data.timelineId, data.nodeId) }),
    TimelineNodeLinkAdded: async ({ data }, db) => {
      if (data.link.type !== 'wiki') return;
      const key = pointKeyOf(data.timelineId, data.nodeId);
      if (!(await pointOf(db, key))) return;
      const link: PointLinkRecord = { _id: `${key}|${data.link._id}`, worldID: data.worldId, wikiID: data.link.id, pointKey: key, timelineID: data.timelineId };
      await pointLinks(db).put({ ...link });
      await pointChanged(db, data.timelineId, data.nodeId, (point) => ({
        ...point,
        links: [...point.links.filter((known) => known._id !== data.link._id), { _id: data.link._id, wikiID: data.link.id }],
      }));
    },
    TimelineNodeLinkRemoved: async ({ data }, db) => {
      const key = pointKeyOf(data.timelineId, data.nodeId);
      const point = await pointOf(db, key);
      if (!point || !point.links.some((link) => link._id === data.linkId)) return;
      await pointLinks(db).delete(`${key}|${data.linkId}`);
      await pointChanged(db, data.timelineId, data.nodeId, (known) => ({ ...known, links: known.links.filter((link) => link._id !== data.linkId) }));
    },

    ContinuityWarningDismissed: ({ data }, db) => {
      const dismissal: DismissalRecord = {
        _id: `${data.worldId}:${data.warningId}`,
        worldID: data.worldId,
        warningID: data.warningId,
        reason: data.reason,
        dismissedBy: data.dismissedBy,
        at: data.at,
      };
      return dismissals(db).put({ ...dismissal });
    },
    ContinuityWarningRestored: ({ data }, db) => dismissals(db).delete(`${data.worldId}:${data.warningId}`),
  },
});
