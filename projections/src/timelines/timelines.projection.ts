import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import { evolveTimeline, initialTimelineState, ownPart, type TimelineNodeState, type TimelineState } from '@lorewright/domain/timelines/timeline.state';
import type { TimelineNode } from '@lorewright/domain/timelines/timelineView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import {
  TIMELINE_NODES,
  TIMELINE_NODES_GONE,
  timelineNodeRecordId,
  TIMELINES,
  type TimelineNodeGoneRecord,
  type TimelineNodeRecord,
  type TimelineRecord,
} from './timelineRecords';

type Event = ProjectedEvent<TimelineEvent>;

// A point as shown: without its line (the view nests it there), its image by name only.
const shownNode = ({ image, lineId: _line, ...node }: TimelineNodeState): TimelineNode => ({ ...node, image: image && { name: image.name } });

// The point an event changes, if any.
const nodeIdOf = (event: TimelineEvent): string | null => {
  if (event.type === 'TimelineNodeAdded') return event.data.node._id;
  return 'nodeId' in event.data ? event.data.nodeId : null;
};

// The timeline's state as the write side's evolve needs it for this event: the row, and the one
// point the event touches (evolve reads no other, but for a deleted line, handled below).
const stateOf = (record: TimelineRecord, node: TimelineNodeRecord | null, revision: number): TimelineState => ({
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
  nodes: node ? { [node.node._id]: { ...node.node, lineId: node.lineID } as TimelineNodeState } : {},
  revision,
});

// What a point's event reads of the row: not its calendar, lines or zones (evolve reads none of
// them for a point), which a batch of 10,000 point events would otherwise copy 10,000 times.
const NODE_FIELDS = ['worldID', 'authorID', 'num_points'] as const;
type NodeRow = Pick<TimelineRecord, '_id' | (typeof NODE_FIELDS)[number]>;
const nodeStateOf = (record: NodeRow, node: TimelineNodeRecord | null, revision: number): TimelineState => ({
  ...initialTimelineState(),
  status: 'active',
  timelineId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  nodes: node ? { [node.node._id]: { ...node.node, lineId: node.lineID } as TimelineNodeState } : {},
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
  const [timelines, nodes] = [db.collection(TIMELINES), db.collection(TIMELINE_NODES)];
  const nodeId = nodeIdOf(event);
  const record = (await timelines.get(event.data.timelineId, nodeId === null ? {} : { fields: NODE_FIELDS })) as TimelineRecord | null;
  if (!record) return;
  const key = nodeId && timelineNodeRecordId(record._id, nodeId);
  const before = key ? ((await nodes.get(key)) as TimelineNodeRecord | null) : null;
  const state = nodeId === null ? stateOf(record, before, event.revision - 1) : nodeStateOf(record, before, event.revision - 1);
  const next = evolveTimeline(state, event);
  const after = nodeId ? ownPart(next.nodes, nodeId) : undefined;
  // A deleted line takes its points with it (evolve would, had it been given them all).
  const lineGone = event.type === 'TimelineLineDeleted' ? await nodes.deleteMany({ timelineID: record._id, lineID: event.data.lineId }) : 0;
  const num_points = record.num_points + (after ? 1 : 0) - (before ? 1 : 0) - lineGone;
  await timelines.update(record._id, { $set: rowChanges(next, event, num_points) });
  if (!key) return;
  if (after) {
    const order = before?.order ?? event.revision;
    const stored: TimelineNodeRecord = {
      _id: key,
      timelineID: record._id,
      worldID: record.worldID,
      lineID: after.lineId,
      order,
      rev: event.revision,
      node: shownNode(after),
    };
    await nodes.put({ ...stored });
  } else if (before) {
    await nodes.delete(key);
    const gone: TimelineNodeGoneRecord = { _id: key, timelineID: record._id, worldID: record.worldID, lineID: before.lineID, rev: event.revision };
    await db.collection(TIMELINE_NODES_GONE).put({ ...gone });
  }
};

// Many points added at once (TimelineNodesAdded): the row's counters once, and one document per
// point in the order sent, each placed after the last by a fraction of the event's revision.
const nodesAdded = async (event: ProjectedEvent<Extract<TimelineEvent, { type: 'TimelineNodesAdded' }>>, db: ProjectionStore) => {
  const [timelines, nodes] = [db.collection(TIMELINES), db.collection(TIMELINE_NODES)];
  const record = (await timelines.get(event.data.timelineId, { fields: NODE_FIELDS })) as NodeRow | null;
  if (!record) return;
  const next = evolveTimeline(nodeStateOf(record, null, event.revision - 1), event);
  const added = event.data.nodes;
  for (const [index, { _id: nodeId }] of added.entries()) {
    const stored: TimelineNodeRecord = {
      _id: timelineNodeRecordId(record._id, nodeId),
      timelineID: record._id,
      worldID: record.worldID,
      lineID: event.data.lineId,
      order: event.revision + index / added.length,
      rev: event.revision,
      node: shownNode(ownPart(next.nodes, nodeId)!),
    };
    await nodes.put({ ...stored });
    await db.breathe();
  }
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
export const timelinesProjection = defineProjection<TimelineEvent | WorldEvent>({
  name: 'timelines',
  // 2: points carry the revision that last wrote them, and deleted points leave a mark.
  version: 2,
  collections: {
    [TIMELINES]: [
      // A world's timelines menu, oldest first.
      { fields: ['worldID', 'createdOn', '_id'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
    [TIMELINE_NODES]: [{ fields: ['timelineID', 'order'] }, { fields: ['timelineID', 'lineID'] }, { fields: ['worldID'] }, { fields: ['timelineID', '-rev'] }],
    [TIMELINE_NODES_GONE]: [{ fields: ['timelineID', '-rev'] }, { fields: ['worldID'] }],
  },
  on: {
    TimelineCreated: created,
    TimelineNodesAdded: nodesAdded,
    ...Object.fromEntries(foldedTypes.map((type) => [type, fold])),
    TimelineDeleted: async (event, db) => {
      await db.collection(TIMELINES).delete(event.data.timelineId);
      await db.collection(TIMELINE_NODES).deleteMany({ timelineID: event.data.timelineId });
      await db.collection(TIMELINE_NODES_GONE).deleteMany({ timelineID: event.data.timelineId });
    },
    // A deleted world's timelines go with it (their streams stay, refused by every command).
    WorldDeleted: async (event, db) => {
      await db.collection(TIMELINES).deleteMany({ worldID: event.data.worldId });
      await db.collection(TIMELINE_NODES).deleteMany({ worldID: event.data.worldId });
      await db.collection(TIMELINE_NODES_GONE).deleteMany({ worldID: event.data.worldId });
    },
  },
});
