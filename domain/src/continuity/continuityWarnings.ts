import { z } from 'zod';
import type { Calendar } from '../calendars/calendar';
import {
  isAfterPeriod,
  isBeforePeriod,
  isOpenPeriod,
  periodsOverlap,
  worldDateText,
  worldPeriodText,
  type WorldDate,
  type WorldPeriod,
} from '../calendars/worldDate';
import type { RelationPeriod } from '../relations/relationPeriod';
import { relationLabel, type RelationType } from '../relations/relationTypes';

// Continuity warnings: contradictions between a world's dated facts, worked out by the
// continuity projection one fact at a time (projections/src/continuity) and read by its editors.
// Each warning has an id made of its kind and its places, so the same contradiction keeps its id
// whenever it is worked out again, and a dismissal (continuity.events.ts) keeps applying to it.
// Dates are stored; the text is written when the warnings are read, on the world's calendar then.

export const WARNING_KINDS = ['mentionOutsideLife', 'fieldValuesOverlap', 'relationOutsideLife', 'pointOutsideLife', 'relationUsedOutsidePeriod'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

export const PlaceType = z.enum(['wiki', 'writing', 'timeline']);
export type PlaceType = z.infer<typeof PlaceType>;

// A place a warning names: an element, and where in it (a scene's name, a field's name, a
// timeline point's title, ''). `part`: the scene, header field or point the warning is about.
export const WarningPlace = z.object({
  type: PlaceType,
  id: z.string(),
  where: z.string(),
  part: z.string().optional(),
});
export type WarningPlace = z.infer<typeof WarningPlace>;

// On which side of a lifespan a date (or a period's end) falls.
export type LifeSide = 'before' | 'after';

export interface MentionFacts {
  kind: 'mentionOutsideLife';
  date: WorldDate;
  lifespan: WorldPeriod;
  side: LifeSide;
}

export interface DatedValue {
  value: string;
  period: WorldPeriod;
}

export interface OverlapFacts {
  kind: 'fieldValuesOverlap';
  field: string;
  first: DatedValue;
  second: DatedValue;
}

export interface RelationFacts {
  kind: 'relationOutsideLife';
  period: RelationPeriod;
  lifespan: WorldPeriod;
  side: LifeSide;
}

// A timeline point's date (with `end`, a range), already on the world's calendar.
export interface PointFacts {
  kind: 'pointOutsideLife';
  date: WorldDate;
  end?: WorldDate;
  lifespan: WorldPeriod;
  side: LifeSide;
}

// A dated scene names both ends of a relation whose period does not hold then. The relation's
// words are its type (or custom text) as read from its first end, the warning's first place.
export interface RelationUseFacts {
  kind: 'relationUsedOutsidePeriod';
  date: WorldDate;
  period: RelationPeriod;
  type: RelationType;
  custom: string;
}

export type WarningFacts = MentionFacts | OverlapFacts | RelationFacts | PointFacts | RelationUseFacts;

// A warning as the projection keeps it: its places (the first is the wiki whose facts it is
// about), the facts its message is written from and, for a secret field or a mention only in
// secret lines, the element whose editors alone may see it.
export interface StoredWarning {
  _id: string;
  worldID: string;
  kind: WarningKind;
  places: WarningPlace[];
  facts: WarningFacts;
  editorsOnly?: { type: PlaceType; id: string };
}

// A warning as the calls answer it: places with their elements' titles; a dismissed one with why.
export const ContinuityPlaceView = WarningPlace.extend({ title: z.string() });
export type ContinuityPlaceView = z.infer<typeof ContinuityPlaceView>;

export const ContinuityWarningView = z.object({
  id: z.string(),
  kind: z.enum(WARNING_KINDS),
  message: z.string(),
  places: z.array(ContinuityPlaceView),
  reason: z.string().optional(),
  dismissedBy: z.string().optional(),
  dismissedOn: z.string().optional(),
});
export type ContinuityWarningView = z.infer<typeof ContinuityWarningView>;

// GET world/{id}/continuity: the open warnings, or (`?dismissed=true`) the dismissed ones.
export const ContinuityWarningsAnswer = z.array(ContinuityWarningView);

export const mentionWarningId = (wikiId: string, writingId: string, sceneId: string) => `mentionOutsideLife:wiki:${wikiId}:writing:${writingId}:${sceneId}`;
// The pair's ids in order, so the same two fields give one id whichever is found first.
export const overlapWarningId = (wikiId: string, a: string, b: string) => `fieldValuesOverlap:wiki:${wikiId}:${[a, b].sort().join(':')}`;
export const relationWarningId = (relationId: string, wikiId: string) => `relationOutsideLife:relation:${relationId}:wiki:${wikiId}`;
export const pointWarningId = (wikiId: string, timelineId: string, nodeId: string) => `pointOutsideLife:wiki:${wikiId}:timeline:${timelineId}:${nodeId}`;
export const relationUseWarningId = (relationId: string, writingId: string, sceneId: string) =>
  `relationUsedOutsidePeriod:relation:${relationId}:writing:${writingId}:${sceneId}`;

/** Where a dated mention falls outside a lifespan, or null when the wiki lived then (or no date is given). */
export const dateOutsideLife = (lifespan: WorldPeriod | null | undefined, date: WorldDate | null | undefined): LifeSide | null => {
  if (!date || isOpenPeriod(lifespan)) return null;
  if (isBeforePeriod(lifespan, date)) return 'before';
  if (isAfterPeriod(lifespan, date)) return 'after';
  return null;
};

/** Where a relation's period reaches out of a lifespan: before its start, after its end, or null. */
export const periodOutsideLife = (lifespan: WorldPeriod | null | undefined, period: RelationPeriod | null | undefined): LifeSide | null => {
  if (!period || isOpenPeriod(lifespan)) return null;
  const first = period.from ?? period.until;
  const last = period.until ?? period.from;
  if (first && isBeforePeriod(lifespan, first)) return 'before';
  if (last && isAfterPeriod(lifespan, last)) return 'after';
  return null;
};

/**
 * Where a timeline point (or the whole of a range, from `date` to `end`) falls outside a
 * lifespan, or null. A range only partly outside may be about the wiki's life: it is no warning.
 */
export const pointOutsideLife = (lifespan: WorldPeriod | null | undefined, date: WorldDate, end?: WorldDate | null): LifeSide | null => {
  if (isOpenPeriod(lifespan)) return null;
  if (isBeforePeriod(lifespan, end ?? date)) return 'before';
  if (isAfterPeriod(lifespan, date)) return 'after';
  return null;
};

export interface DatedField {
  _id: string;
  field: string;
  value: string;
  secret?: boolean;
  period?: WorldPeriod;
}

const fieldKey = (name: string) => name.trim().toLowerCase();

/** The pairs of dated header fields of one name (trimmed, in any case) whose periods overlap, in field order. */
export const overlappingFields = (fields: readonly DatedField[]): [DatedField, DatedField][] => {
  const byName = new Map<string, DatedField[]>();
  for (const field of fields) {
    if (isOpenPeriod(field.period) || !fieldKey(field.field)) continue;
    const key = fieldKey(field.field);
    byName.set(key, [...(byName.get(key) ?? []), field]);
  }
  const pairs: [DatedField, DatedField][] = [];
  for (const same of byName.values())
    for (let i = 0; i < same.length; i++)
      for (let j = i + 1; j < same.length; j++) if (periodsOverlap(same[i].period, same[j].period)) pairs.push([same[i], same[j]]);
  return pairs;
};

// ---- Messages ---------------------------------------------------------------------------------

const CHARACTERS = 'characters';
const PLACES = 'places';

export interface MessageContext {
  calendar: Calendar;
  // The title and category of a place's element as the viewer sees it.
  titleOf: (place: WarningPlace) => string;
  categoryOf: (wikiId: string) => string | undefined;
}

// How a date (or a point's date) falls outside a life, said by the wiki's category.
const outsideLife = (calendar: Calendar, category: string | undefined, { lifespan, side }: { lifespan: WorldPeriod; side: LifeSide }) => {
  const until = lifespan.until && worldDateText(calendar, lifespan.until);
  const from = lifespan.from && worldDateText(calendar, lifespan.from);
  if (category === CHARACTERS) return side === 'after' ? `after their death (${until})` : `before their birth (${from})`;
  if (category === PLACES) return side === 'after' ? `after it fell (${until})` : `before it was founded (${from})`;
  return `outside its existence (${worldPeriodText(calendar, lifespan)})`;
};

const mentionMessage = ({ calendar }: MessageContext, wiki: string, scene: string, category: string | undefined, facts: MentionFacts) =>
  `${wiki} appears in “${scene}” (${worldDateText(calendar, facts.date)}), ${outsideLife(calendar, category, facts)}.`;

const relationMessage = ({ calendar }: MessageContext, wiki: string, other: string, category: string | undefined, facts: RelationFacts) => {
  const head = `The relation of ${wiki} and ${other} (${worldPeriodText(calendar, facts.period)})`;
  const until = facts.lifespan.until && worldDateText(calendar, facts.lifespan.until);
  const from = facts.lifespan.from && worldDateText(calendar, facts.lifespan.from);
  if (category === CHARACTERS)
    return facts.side === 'after' ? `${head} lasts past ${wiki}'s death (${until}).` : `${head} begins before ${wiki}'s birth (${from}).`;
  if (category === PLACES)
    return facts.side === 'after' ? `${head} lasts past the fall of ${wiki} (${until}).` : `${head} begins before ${wiki} was founded (${from}).`;
  return `${head} reaches outside ${wiki}'s existence (${worldPeriodText(calendar, facts.lifespan)}).`;
};

const pointMessage = ({ calendar }: MessageContext, wiki: string, point: string, timeline: string, category: string | undefined, facts: PointFacts) => {
  const when = facts.end ? worldPeriodText(calendar, { from: facts.date, until: facts.end }) : worldDateText(calendar, facts.date);
  return `${wiki} is linked from “${point}” on ${timeline} (${when}), ${outsideLife(calendar, category, facts)}.`;
};

const relationUseMessage = ({ calendar }: MessageContext, from: string, to: string, scene: string, facts: RelationUseFacts) =>
  `“${scene}” (${worldDateText(calendar, facts.date)}) names ${from} and ${to}, but “${from} — ${relationLabel(facts.type, facts.custom)} — ${to}” ` +
  `holds only ${worldPeriodText(calendar, facts.period)}.`;

/** The sentence a warning reads as, on the world's calendar. */
export const warningMessage = (context: MessageContext, warning: Pick<StoredWarning, 'places' | 'facts'>): string => {
  const { facts, places } = warning;
  const [wiki, other] = places;
  const title = context.titleOf(wiki);
  const category = context.categoryOf(wiki.id);
  switch (facts.kind) {
    case 'mentionOutsideLife':
      return mentionMessage(context, title, other.where, category, facts);
    case 'fieldValuesOverlap': {
      const { calendar } = context;
      const dated = (v: DatedValue) => `“${v.value}” (${worldPeriodText(calendar, v.period)})`;
      return `Two values of “${facts.field}” on ${title} overlap: ${dated(facts.first)} and ${dated(facts.second)}.`;
    }
    case 'relationOutsideLife':
      return relationMessage(context, title, context.titleOf(other), category, facts);
    case 'pointOutsideLife':
      return pointMessage(context, title, other.where, context.titleOf(other), category, facts);
    case 'relationUsedOutsidePeriod':
      return relationUseMessage(context, title, context.titleOf(other), places[2].where, facts);
  }
};
