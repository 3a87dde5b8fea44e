import { allDescribers } from '@lorewright/domain/history/allDescribers';
import { sessionOf, type ElementDescriber, type HistoryEntry, type HistoryLabels, type SessionMark } from '@lorewright/domain/history/elementHistory';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';

// The history of every element: one entry per event of its stream, summarised by the
// kind's describer (domain/src/history), grouped into editing sessions. `heads` keeps, per
// element, where its last entry left off (its session); `labels`, the names of its parts.
export const HISTORY_ENTRIES = 'entries';
export const HISTORY_HEADS = 'heads';
export const HISTORY_LABELS = 'labels';

type HeadDocument = SessionMark & { _id: string };
interface LabelDocument {
  _id: string;
  name: string;
}

export const headKey = (kind: string, elementId: string) => `${kind}:${elementId}`;
const labelId = (head: string, key: string) => `${head}:${key}`;

// The labels an event names, each read by its key: an element's names are rows of their own, so
// an event costs a lookup or two however many parts the element has.
const labelsFor = async (db: ProjectionStore, head: string, keys: readonly string[]): Promise<HistoryLabels> => {
  const labels: HistoryLabels = {};
  for (const key of keys) {
    const label = (await db.collection(HISTORY_LABELS).get(labelId(head, key))) as LabelDocument | null;
    if (label) labels[key] = label.name;
  }
  return labels;
};

const recordEntry = (describer: ElementDescriber) => async (event: ProjectedEvent, db: ProjectionStore) => {
  const elementId = describer.elementIdOf(event);
  const key = headKey(describer.kind, elementId);
  const head = (await db.collection(HISTORY_HEADS).get(key)) as HeadDocument | null;
  const at = event.metadata.timestamp;
  const actorId = event.metadata.actorId;
  const session = sessionOf(head, { id: event.id, actorId, at });
  const { summary, labels } = describer.describe(event, await labelsFor(db, key, describer.labelKeysOf(event)));
  const entry: HistoryEntry = {
    _id: event.id,
    kind: describer.kind,
    elementId,
    worldId: describer.worldIdOf(event),
    revision: event.revision,
    position: event.position,
    at,
    actorId,
    ...(event.metadata.coActorIds?.length ? { coActorIds: event.metadata.coActorIds } : {}),
    type: event.type,
    summary,
    session,
  };
  // put, not insert: replaying an event already applied leaves the same document.
  await db.collection(HISTORY_ENTRIES).put({ ...entry });
  for (const [part, name] of Object.entries(labels)) {
    await db.collection(HISTORY_LABELS).put({ _id: labelId(key, part), name });
    await db.breathe();
  }
  // An update rather than a put: it waits in the unit of work, so a save of ten scenes writes
  // its element's head once, not ten times.
  const next: Omit<HeadDocument, '_id'> = { actorId, at, session };
  await db.collection(HISTORY_HEADS).update(key, { $set: next }, { upsert: true });
};

const handlers = Object.fromEntries(allDescribers.flatMap((describer) => describer.eventTypes.map((type) => [type, recordEntry(describer)])));

export const elementHistoryProjection = defineProjection<DomainEvent>()({
  name: 'elementHistory',
  // 2: wikis, maps, timelines, languages and worlds join writings (rebuilt beside the live one).
  // 3: part names move from the head to rows of their own.
  version: 3,
  collections: {
    // A page of an element's history, newest first, and its total.
    [HISTORY_ENTRIES]: [{ fields: ['kind', 'elementId', '-revision'] }, { fields: ['kind', 'elementId'], counted: true }],
    [HISTORY_HEADS]: [],
    [HISTORY_LABELS]: [],
  },
  on: handlers,
});
