import { headChangeOf } from '../elements/elementHead';
import type { Calendar } from '../calendars/calendar';
import { applyEach } from '../shared/decider';
import { ownRecordOf, writableOwnRecord } from '../shared/ownRecord';
import type { Visibility } from '../worlds/world.events';
import type { TimelineEvent } from './timeline.events';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY } from './timelineLimits';
import type { TimelineNode, TimelineZone } from './timelineView';

// A point as the write side knows it: the view's node, its line, and the media item its picture is.
export interface TimelineNodeState extends Omit<TimelineNode, 'image'> {
  lineId: string;
  image: { name: string; mediaId: string } | null;
}

export interface TimelineLineState {
  _id: string;
  name: string;
  revision: number;
}

// What the write side knows of one timeline to decide: folded from `timeline-{timelineId}`.
export interface TimelineState {
  status: 'none' | 'active' | 'deleted';
  timelineId: string;
  worldId: string;
  authorId: string;
  title: string;
  description: string;
  start: number;
  end: number;
  visibility: Visibility;
  backgroundImage: string | null;
  overlayColor: string;
  overlayOpacity: number;
  calendar: Calendar;
  // In the order they were added.
  lines: readonly TimelineLineState[];
  // Keyed by id, each in the order it was added.
  nodes: Readonly<Record<string, TimelineNodeState>>;
  zones: Readonly<Record<string, TimelineZone>>;
  // Ids of deleted lines, points and zones: a stale copy sent again is refused, not brought back.
  deletedIds: Readonly<Record<string, true>>;
  // The stream revision of the last event (-1 before the first).
  revision: number;
}

export const initialTimelineState = (): TimelineState => ({
  status: 'none',
  timelineId: '',
  worldId: '',
  authorId: '',
  title: '',
  description: '',
  start: 0,
  end: 0,
  visibility: 'private',
  backgroundImage: null,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  calendar: { name: '', months: [], days: [], weekdays: [], eras: [], hasYearZero: true, leapRules: [] },
  lines: [],
  nodes: {},
  zones: {},
  deletedIds: {},
  revision: -1,
});

// A part by the id a request sent: own entries only, so an id such as `constructor` or
// `__proto__` is no part rather than something every object inherits.
export const ownPart = <T>(parts: Readonly<Record<string, T>>, id: string): T | undefined => (Object.hasOwn(parts, id) ? parts[id] : undefined);

// A state being evolved: its own copies of the containers events change, so a batch of events
// (10,000 points added by one request) changes them in place: one copy per batch, not per event.
type Draft = Omit<TimelineState, 'lines' | 'nodes' | 'zones' | 'deletedIds'> & {
  lines: TimelineLineState[];
  nodes: Record<string, TimelineNodeState>;
  zones: Record<string, TimelineZone>;
  deletedIds: Record<string, true>;
};

const draftOf = (state: TimelineState): Draft => ({
  ...state,
  lines: [...state.lines],
  nodes: ownRecordOf(state.nodes),
  zones: ownRecordOf(state.zones),
  deletedIds: ownRecordOf(state.deletedIds),
});

const changeNode = (draft: Draft, nodeId: string, change: (node: TimelineNodeState) => Partial<TimelineNodeState>) => {
  const node = ownPart(draft.nodes, nodeId);
  if (node) draft.nodes[nodeId] = { ...node, ...change(node), revision: draft.revision };
};

const timelineHead = headChangeOf('Timeline');

const apply = (draft: Draft, event: TimelineEvent): void => {
  const head = timelineHead(event);
  if (head) return void Object.assign(draft, head);
  const revision = draft.revision;
  switch (event.type) {
    case 'TimelineCreated': {
      const { timelineId, worldId, authorId, title, description, start, end, backgroundImage, zones, calendar } = event.data;
      Object.assign(draft, { status: 'active', timelineId, worldId, authorId, title, description, start, end, backgroundImage, calendar });
      draft.zones = ownRecordOf(Object.fromEntries(zones.map((z) => [z._id, z])));
      return;
    }
    case 'TimelineBackgroundChanged':
      draft.backgroundImage = event.data.backgroundImage;
      return;
    case 'TimelineOverlayChanged':
      draft.overlayColor = event.data.overlayColor;
      draft.overlayOpacity = event.data.overlayOpacity;
      return;
    case 'TimelineCalendarChanged':
      draft.calendar = event.data.calendar;
      return;
    case 'TimelineLineAdded':
      draft.lines.push({ ...event.data.line, revision });
      return;
    case 'TimelineLineRenamed':
      draft.lines = draft.lines.map((line) => (line._id === event.data.lineId ? { ...line, name: event.data.name, revision } : line));
      return;
    case 'TimelineLineDeleted': {
      const { lineId } = event.data;
      draft.lines = draft.lines.filter((line) => line._id !== lineId);
      draft.deletedIds[lineId] = true;
      for (const id of Object.keys(draft.nodes)) {
        if (draft.nodes[id].lineId !== lineId) continue;
        delete draft.nodes[id];
        draft.deletedIds[id] = true;
      }
      return;
    }
    case 'TimelineNodeAdded': {
      const { node, lineId } = event.data;
      draft.nodes[node._id] = { ...node, lineId, image: null, links: [], revision };
      return;
    }
    case 'TimelineNodesAdded': {
      const { nodes, lineId } = event.data;
      for (const node of nodes) draft.nodes[node._id] = { ...node, lineId, image: null, links: [], revision };
      return;
    }
    case 'TimelineNodeMoved':
      return changeNode(draft, event.data.nodeId, () => event.data.when);
    case 'TimelineNodeEdited':
      return changeNode(draft, event.data.nodeId, () => event.data.look);
    case 'TimelineNodeDeleted':
      if (Object.hasOwn(draft.nodes, event.data.nodeId)) delete draft.nodes[event.data.nodeId];
      draft.deletedIds[event.data.nodeId] = true;
      return;
    case 'TimelineNodeImageSet':
      return changeNode(draft, event.data.nodeId, () => ({ image: event.data.image }));
    case 'TimelineNodeImageRemoved':
      return changeNode(draft, event.data.nodeId, () => ({ image: null }));
    case 'TimelineNodeLinkAdded':
      return changeNode(draft, event.data.nodeId, (node) => ({ links: [...node.links, event.data.link] }));
    case 'TimelineNodeLinkRemoved':
      return changeNode(draft, event.data.nodeId, (node) => ({ links: node.links.filter((link) => link._id !== event.data.linkId) }));
    case 'TimelineZoneAdded':
    case 'TimelineZoneEdited':
      draft.zones[event.data.zone._id] = event.data.zone;
      return;
    case 'TimelineZoneDeleted':
      if (Object.hasOwn(draft.zones, event.data.zoneId)) delete draft.zones[event.data.zoneId];
      draft.deletedIds[event.data.zoneId] = true;
      return;
  }
};

// The state after `events`, in order; the state given is left as it was.
export const evolveTimelineAll = (state: TimelineState, events: readonly TimelineEvent[]): TimelineState => {
  if (events.length === 0) return state;
  const draft = draftOf(state);
  return applyEach(draft, events, apply);
};

export const evolveTimeline = (state: TimelineState, event: TimelineEvent): TimelineState => evolveTimelineAll(state, [event]);

// The state after `events`, changed in place (Decider.evolveOwned): for a state no one else reads.
export const evolveTimelineOwned = (state: TimelineState, events: readonly TimelineEvent[]): TimelineState => {
  const draft = state as Draft;
  if (Object.isFrozen(draft.lines)) draft.lines = [...draft.lines];
  draft.nodes = writableOwnRecord(draft.nodes);
  draft.zones = writableOwnRecord(draft.zones);
  draft.deletedIds = writableOwnRecord(draft.deletedIds);
  return applyEach(draft, events, apply);
};
