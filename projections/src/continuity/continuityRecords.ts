import { elementTarget, targetsOf, type SceneLinkAt } from '@lorewright/domain/backlinks/sceneLinks';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { WorldDate, WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { DatedField, StoredWarning } from '@lorewright/domain/continuity/continuityWarnings';
import type { RelationPeriod } from '@lorewright/domain/relations/relationPeriod';
import type { RelationType } from '@lorewright/domain/relations/relationTypes';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ProjectionStore } from '../runner/projection';

// The continuity projection's collections, the records it keeps in them and the small reads and
// writes every kind of warning shares.
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

export interface SceneFactsRecord {
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
export interface MentionRecord {
  _id: string;
  worldID: string;
  wikiID: string;
  sceneKey: string;
  writingID: string;
  secret: boolean;
}

// A relation's ends and period, and its words as read from `fromID` (its type, or a custom text).
export interface RelationFactsRecord {
  _id: string;
  worldID: string;
  fromID: string;
  toID: string;
  type: RelationType;
  custom: string;
  period: RelationPeriod | null;
}

// The timeline whose calendar the world's dates are on (null: the Gregorian one).
export interface WorldCalendarRecord {
  // the world's id
  _id: string;
  worldID: string;
  timelineID: string | null;
}

export interface TimelineCalendarRecord {
  _id: string;
  worldID: string;
  calendar: Calendar;
}

// A timeline point: its date on the timeline's calendar and the wikis it links to (by link id).
export interface PointRecord {
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
export interface PointLinkRecord {
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

export const wikis = (db: ProjectionStore) => db.collection(CONTINUITY_WIKIS);
export const scenes = (db: ProjectionStore) => db.collection(CONTINUITY_SCENES);
export const mentions = (db: ProjectionStore) => db.collection(CONTINUITY_MENTIONS);
export const relations = (db: ProjectionStore) => db.collection(CONTINUITY_RELATIONS);
export const warnings = (db: ProjectionStore) => db.collection(CONTINUITY_WARNINGS);
export const dismissals = (db: ProjectionStore) => db.collection(CONTINUITY_DISMISSALS);
export const calendars = (db: ProjectionStore) => db.collection(CONTINUITY_CALENDARS);
export const timelines = (db: ProjectionStore) => db.collection(CONTINUITY_TIMELINES);
export const points = (db: ProjectionStore) => db.collection(CONTINUITY_POINTS);
export const pointLinks = (db: ProjectionStore) => db.collection(CONTINUITY_POINT_LINKS);

export const sceneKeyOf = (writingId: string, sceneId: string) => `${writingId}:${sceneId}`;
export const mentionId = (wikiId: string, sceneKey: string) => `${wikiId}|${sceneKey}`;
export const pointKeyOf = (timelineId: string, nodeId: string) => `${timelineId}:${nodeId}`;

export const wikiOf = async (db: ProjectionStore, wikiId: string) => (await wikis(db).get(wikiId)) as WikiFactsRecord | null;
export const sceneOf = async (db: ProjectionStore, key: string) => (await scenes(db).get(key)) as SceneFactsRecord | null;
export const pointOf = async (db: ProjectionStore, key: string) => (await points(db).get(key)) as PointRecord | null;
export const worldTimelineOf = async (db: ProjectionStore, worldId: string) =>
  ((await calendars(db).get(worldId)) as WorldCalendarRecord | null)?.timelineID ?? null;
export const relationsWhere = async (db: ProjectionStore, filter: Record<string, unknown>) =>
  (await relations(db).find(filter)) as unknown as RelationFactsRecord[];
export const mentionsWhere = async (db: ProjectionStore, filter: Record<string, unknown>) => (await mentions(db).find(filter)) as unknown as MentionRecord[];
const warningsWhere = async (db: ProjectionStore, filter: Record<string, unknown>) => (await warnings(db).find(filter)) as unknown as WarningRecord[];

// Stores the warnings wanted among those `filter` finds, and drops the others.
export const keepWarnings = async (db: ProjectionStore, filter: Record<string, unknown>, wanted: readonly WarningRecord[]) => {
  const ids = new Set(wanted.map((warning) => warning._id));
  for (const known of await warningsWhere(db, filter)) if (!ids.has(known._id)) await warnings(db).delete(known._id);
  for (const warning of wanted) await warnings(db).put({ ...warning });
};

// Stores the warning when there is one, or drops the one of that id.
export const keepWarning = async (db: ProjectionStore, id: string, warning: WarningRecord | null) => {
  if (warning) await warnings(db).put({ ...warning });
  else await warnings(db).delete(id);
};

const WIKI_PREFIX = elementTarget('wiki', '');

// The wikis a scene links to, each once, with whether only secret lines do.
export const wikiTargets = (links: readonly SceneLinkAt[]): Map<string, boolean> => {
  const found = new Map<string, boolean>();
  for (const [target, { secret }] of targetsOf(links)) if (target.startsWith(WIKI_PREFIX)) found.set(target.slice(WIKI_PREFIX.length), secret);
  return found;
};
