import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import { evolveTimeline, initialTimelineState, ownPart, type TimelineNodeState, type TimelineState } from '@lorewright/domain/timelines/timeline.state';
import type { TimelineNode } from '@lorewright/domain/timelines/timelineView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { heldChunks, PART_CHUNK_INDEXES, PARTS_PER_BREATH, type ChunkedPart } from '../runner/partChunks';
import { TIMELINE_NODE_CHUNKS, TIMELINES, type TimelineRecord } from './timelineRecords';

type Event = ProjectedEvent<TimelineEvent>;

// A point as shown: without its line (the view nests it there), its image by name only.
// Field by field: a rest spread copies by a slow path, 10,000 times for a bulk add.
// The secret mark only while it is set, so points never marked read as before secrets existed.
const shownNode = (node: TimelineNodeState): TimelineNode => {
  const shown = shownFields(node);
  if (node.secret) shown.secret = true;
  return shown;
};
const shownFields = (node: TimelineNodeState): TimelineNode => ({
  _id: node._id,
  title: node.title,
  subtitle: node.subtitle,
  type: node.type,
  year: node.year,
  month: node.month,
  day: node.day,
  end: node.end,
  parent: node.parent,
  image: node.image && { name: node.image.name },
  links: node.links,
  revision: node.revision,
});

// The point an event changes, if any.
const nodeIdOf = (event: TimelineEvent): string | null => {
  if (event.type === 'TimelineNodeAdded') return event.data.node._id;
  return 'nodeId' in event.data ? event.data.nodeId : null;
};

// A point as kept in its chunk, as evolve reads it.
const nodeStateOf = (part: ChunkedPart | undefined): Record<string, TimelineNodeState> => {
  if (!part) return {};
  const node = JSON.parse(part.json) as TimelineNode;
  return { [node._id]: { ...node, lineId: part.group } as TimelineNodeState };
};

// The timeline's state as the write side's evolve needs it for this event: the row, and the one
// point the event touches (evolve reads no other, but for a deleted line, handled below).
const stateOf = (record: TimelineRecord, node: ChunkedPart | undefined, revision: number): TimelineState => ({
  ...initialTimelineState(),
  status: 'active',
  timelineId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  title: record.title,
  description: record.description,
  start: record.start,
  end: record.end,
  visibility: record.visibility,
  backgroundImage: record.backgroundImage,
  overlayColor: record.overlayColor,
  overlayOpacity: record.overlayOpacity,
  calendar: record.calendar,
  lines: record.lines,
  zones: record.zones,
  nodes: nodeStateOf(node),
  revision,
});

// What a point's event reads of the row: not its calendar, lines or zones (evolve reads none of
// them for a point), which a batch of 10,000 point events would otherwise copy 10,000 times.
const NODE_FIELDS = ['worldID', 'authorID', 'num_points'] as const;
type NodeRow = Pick<TimelineRecord, '_id' | (typeof NODE_FIELDS)[number]>;
const pointStateOf = (record: NodeRow, node: ChunkedPart | undefined, revision: number): TimelineState => ({
  ...initialTimelineState(),
  status: 'active',
  timelineId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  nodes: nodeStateOf(node),
  revision,
});

// The row's fields an event changed, as the folded state has them. A point's event changes its
// counters only, so a batch of 10,000 of them sets small fields of one row kept in the unit of
// work rather than writing the row (calendar, lines, zones) 10,000 times.
const countersOf = (event: Event, num_points: number) => ({ num_points, revision: event.revision, lastUpdated: event.metadata.timestamp });
const rowChanges = (next: TimelineState, event: Event, num_points: number): Partial<TimelineRecord> => {
  const counters = countersOf(event, num_points);
  if (nodeIdOf(event) !== null) return counters;
  const { title, visibility, backgroundImage, overlayColor, overlayOpacity, calendar, lines, zones } = next;
  return {
    title,
    visibility,
    backgroundImage,
    overlayColor,
    overlayOpacity,
    calendar,
    zones: { ...zones },
    lines: [...lines],
    num_lines: lines.length,
    ...counters,
  };
};

// Each event is folded with the write side's own evolve (timeline.state.ts), so the timeline
// shows exactly the lines, points and revisions the decider decides on.
const fold = async (event: Event, db: ProjectionStore) => {
  const timelines = db.collection(TIMELINES);
  const nodeId = nodeIdOf(event);
  const record = (await timelines.get(event.data.timelineId, nodeId === null ? {} : { fields: NODE_FIELDS })) as TimelineRecord | null;
  if (!record) return;
  const chunks = heldChunks(db, TIMELINE_NODE_CHUNKS, record._id, record.worldID);
  const before = nodeId === null ? undefined : await chunks.get(nodeId);
  const state = nodeId === null ? stateOf(record, before, event.revision - 1) : pointStateOf(record, before, event.revision - 1);
  const next = evolveTimeline(state, event);
  const after = nodeId ? ownPart(next.nodes, nodeId) : undefined;
  // A deleted line takes its points with it (evolve would, had it been given them all).
  const lineGone = event.type === 'TimelineLineDeleted' ? await chunks.removeGroup(event.data.lineId) : 0;
  const num_points = record.num_points + (after ? 1 : 0) - (before ? 1 : 0) - lineGone;
  await timelines.update(record._id, { $set: rowChanges(next, event, num_points) });
  if (!nodeId) return;
  if (after) {
    const order = before?.order ?? event.revision;
    await chunks.set({ id: nodeId, group: after.lineId, order, rev: event.revision, json: JSON.stringify(shownNode(after)) });
  } else if (before) {
    await chunks.remove(nodeId, event.revision);
  }
};

// Many points added at once (TimelineNodesAdded): the row's counters once, and each point in the
// order sent, placed after the last by a fraction of the event's revision. The event is folded a
// run of points at a time (each point's state is its own: the same folded alone or with others),
// with a breath between, so 10,000 points are never one long block.
const nodesAdded = async (event: ProjectedEvent<Extract<TimelineEvent, { type: 'TimelineNodesAdded' }>>, db: ProjectionStore) => {
  const timelines = db.collection(TIMELINES);
  const record = (await timelines.get(event.data.timelineId, { fields: NODE_FIELDS })) as NodeRow | null;
  if (!record) return;
  const added = event.data.nodes;
  const parts: ChunkedPart[] = [];
  for (let from = 0; from < added.length; from += PARTS_PER_BREATH) {
    const run = added.slice(from, from + PARTS_PER_BREATH);
    const next = evolveTimeline(pointStateOf(record, undefined, event.revision - 1), { ...event, data: { ...event.data, nodes: run } });
    for (const [offset, { _id: nodeId }] of run.entries()) {
      const json = JSON.stringify(shownNode(ownPart(next.nodes, nodeId)!));
      parts.push({ id: nodeId, group: event.data.lineId, order: event.revision + (from + offset) / added.length, rev: event.revision, json });
    }
    await db.breathe();
  }
  await heldChunks(db, TIMELINE_NODE_CHUNKS, record._id, record.worldID).setAll(parts);
  await timelines.update(record._id, { $set: countersOf(event, record.num_points + added.length) });
};

const created = (event: ProjectedEvent<Extract<TimelineEvent, { type: 'TimelineCreated' }>>, db: ProjectionStore) => {
  const state = evolveTimeline(initialTimelineState(), event);
  const { timelineId, worldId, authorId, createdOn } = event.data;
  const { title, description, start, end, visibility, backgroundImage, overlayColor, overlayOpacity, calendar, zones } = state;
  const record: TimelineRecord = {
    _id: timelineId,
    worldID: worldId,
    authorID: authorId,
    title,
    description,
    start,
    end,
    visibility,
    createdOn,
    lastUpdated: createdOn,
    backgroundImage,
    overlayColor,
    overlayOpacity,
    num_lines: 0,
    num_points: 0,
    revision: event.revision,
    lines: [],
    zones: { ...zones },
    calendar,
  };
  return db.collection(TIMELINES).put({ ...record });
};

const foldedTypes = [
  'TimelineRenamed',
  'TimelineVisibilityChanged',
  'TimelineBackgroundChanged',
  'TimelineOverlayChanged',
  'TimelineCalendarChanged',
  'TimelineLineAdded',
  'TimelineLineRenamed',
  'TimelineLineDeleted',
  'TimelineNodeAdded',
  'TimelineNodeMoved',
  'TimelineNodeEdited',
  'TimelineNodeDeleted',
  'TimelineNodeImageSet',
  'TimelineNodeImageRemoved',
  'TimelineNodeLinkAdded',
  'TimelineNodeLinkRemoved',
  'TimelineZoneAdded',
  'TimelineZoneEdited',
  'TimelineZoneDeleted',
] as const satisfies readonly Exclude<TimelineEvent['type'], 'TimelineCreated' | 'TimelineDeleted' | 'TimelineNodesAdded'>[];

// Timelines as their world's author sees them (domain/src/timelines/timelineView.ts); routes cut
// them down per viewer (timelineForViewer.ts).
export const timelinesProjection = defineProjection<TimelineEvent | WorldEvent>()({
  name: 'timelines',
  // 2: points carry the revision that last wrote them, and deleted points leave a mark.
  // 3: points kept in chunks (partChunks.ts); 4: in 256 of them.
  version: 4,
  collections: {
    [TIMELINES]: [
      // A world's timelines menu, oldest first.
      { fields: ['worldID', 'createdOn', '_id'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
    [TIMELINE_NODE_CHUNKS]: PART_CHUNK_INDEXES,
  },
  on: {
    TimelineCreated: created,
    TimelineNodesAdded: nodesAdded,
    ...Object.fromEntries(foldedTypes.map((type) => [type, fold])),
    TimelineDeleted: async (event, db) => {
      await db.settle();
      await db.collection(TIMELINES).delete(event.data.timelineId);
      await db.collection(TIMELINE_NODE_CHUNKS).deleteMany({ elementID: event.data.timelineId });
    },
    // A deleted world's timelines go with it (their streams stay, refused by every command).
    WorldDeleted: async (event, db) => {
      await db.settle();
      await db.collection(TIMELINES).deleteMany({ worldID: event.data.worldId });
      await db.collection(TIMELINE_NODE_CHUNKS).deleteMany({ worldID: event.data.worldId });
    },
  },
});
