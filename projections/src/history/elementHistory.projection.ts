import { allDescribers } from '@lorewright/domain/history/allDescribers';
import { sessionOf, type ElementDescriber, type HistoryEntry, type HistoryLabels, type SessionMark } from '@lorewright/domain/history/elementHistory';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type Projection, type ProjectionStore } from '../runner/projection';

// The history of every element (issue 20): one entry per event of its stream, summarised by the
// kind's describer (domain/src/history), grouped into editing sessions. `heads` keeps, per
// element, where its last entry left off: the session and the describer's labels.
export const HISTORY_ENTRIES = 'entries';
export const HISTORY_HEADS = 'heads';

interface HeadDocument extends SessionMark {
  _id: string;
  labels: HistoryLabels;
}

export const headKey = (kind: string, elementId: string) => `${kind}:${elementId}`;

const recordEntry = (describer: ElementDescriber) => async (event: ProjectedEvent, db: ProjectionStore) => {
  const elementId = describer.elementIdOf(event);
  const key = headKey(describer.kind, elementId);
  const head = (await db.collection(HISTORY_HEADS).get(key)) as HeadDocument | null;
  const at = event.metadata.timestamp;
  const actorId = event.metadata.actorId;
  const session = sessionOf(head, { id: event.id, actorId, at });
  const { summary, labels } = describer.describe(event, head?.labels ?? {});
  const entry: HistoryEntry = {
    _id: event.id,
    kind: describer.kind,
    elementId,
    worldId: describer.worldIdOf(event),
    revision: event.revision,
    position: event.position,
    at,
    actorId,
    type: event.type,
    summary,
    session,
  };
  // put, not insert: replaying an event already applied leaves the same document.
  await db.collection(HISTORY_ENTRIES).put({ ...entry });
  // An update rather than a put: it waits in the unit of work, so a save of ten scenes writes
  // its element's head once, not ten times.
  const next: Omit<HeadDocument, '_id'> = { actorId, at, session, labels };
  await db.collection(HISTORY_HEADS).update(key, { $set: next }, { upsert: true });
};

const handlers = Object.fromEntries(allDescribers.flatMap((describer) => describer.eventTypes.map((type) => [type, recordEntry(describer)])));

export const elementHistoryProjection: Projection = defineProjection<DomainEvent>({
  name: 'elementHistory',
  // 2: wikis, maps, timelines, languages and worlds join writings (rebuilt beside the live one).
  version: 2,
  collections: {
    // A page of an element's history, newest first, and its total.
    [HISTORY_ENTRIES]: [{ fields: ['kind', 'elementId', '-revision'] }, { fields: ['kind', 'elementId'], counted: true }],
    [HISTORY_HEADS]: [],
  },
  on: handlers,
});
