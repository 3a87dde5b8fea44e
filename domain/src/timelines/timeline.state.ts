import type { Calendar } from '../calendars/calendar';
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

const changedNode = (state: TimelineState, nodeId: string, revision: number, change: (node: TimelineNodeState) => Partial<TimelineNodeState>) => {
  const node = ownPart(state.nodes, nodeId);
  return node ? { nodes: { ...state.nodes, [nodeId]: { ...node, ...change(node), revision } } } : {};
};

const without = <T>(record: Readonly<Record<string, T>>, drop: (id: string, value: T) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id, value]) => !drop(id, value)));

const evolveOnce = (state: TimelineState, event: TimelineEvent, revision: number): Partial<TimelineState> => {
  switch (event.type) {
    case 'TimelineCreated': {
      const { timelineId, worldId, authorId, title, description, start, end, backgroundImage, zones, calendar } = event.data;
      return {
        status: 'active',
        timelineId,
        worldId,
        authorId,
        title,
        description,
        start,
        end,
        backgroundImage,
        calendar,
        zones: Object.fromEntries(zones.map((z) => [z._id, z])),
      };
    }
    case 'TimelineRenamed':
      return { title: event.data.title };
    case 'TimelineVisibilityChanged':
      return { visibility: event.data.visibility };
    case 'TimelineDeleted':
      return { status: 'deleted' };
    case 'TimelineBackgroundChanged':
      return { backgroundImage: event.data.backgroundImage };
    case 'TimelineOverlayChanged':
      return { overlayColor: event.data.overlayColor, overlayOpacity: event.data.overlayOpacity };
    case 'TimelineCalendarChanged':
      return { calendar: event.data.calendar };
    case 'TimelineLineAdded':
      return { lines: [...state.lines, { ...event.data.line, revision }] };
    case 'TimelineLineRenamed':
      return { lines: state.lines.map((line) => (line._id === event.data.lineId ? { ...line, name: event.data.name, revision } : line)) };
    case 'TimelineLineDeleted': {
      const gone = Object.keys(state.nodes).filter((id) => state.nodes[id].lineId === event.data.lineId);
      return {
        lines: state.lines.filter((line) => line._id !== event.data.lineId),
        nodes: without(state.nodes, (_id, node) => node.lineId === event.data.lineId),
        deletedIds: { ...state.deletedIds, [event.data.lineId]: true, ...Object.fromEntries(gone.map((id) => [id, true] as const)) },
      };
    }
    case 'TimelineNodeAdded': {
      const { node, lineId } = event.data;
      return { nodes: { ...state.nodes, [node._id]: { ...node, lineId, image: null, links: [], revision } } };
    }
    case 'TimelineNodeMoved':
      return changedNode(state, event.data.nodeId, revision, () => event.data.when);
    case 'TimelineNodeEdited':
      return changedNode(state, event.data.nodeId, revision, () => event.data.look);
    case 'TimelineNodeDeleted':
      return { nodes: without(state.nodes, (id) => id === event.data.nodeId), deletedIds: { ...state.deletedIds, [event.data.nodeId]: true } };
    case 'TimelineNodeImageSet':
      return changedNode(state, event.data.nodeId, revision, () => ({ image: event.data.image }));
    case 'TimelineNodeImageRemoved':
      return changedNode(state, event.data.nodeId, revision, () => ({ image: null }));
    case 'TimelineNodeLinkAdded':
      return changedNode(state, event.data.nodeId, revision, (node) => ({ links: [...node.links, event.data.link] }));
    case 'TimelineNodeLinkRemoved':
      return changedNode(state, event.data.nodeId, revision, (node) => ({ links: node.links.filter((link) => link._id !== event.data.linkId) }));
    case 'TimelineZoneAdded':
    case 'TimelineZoneEdited':
      return { zones: { ...state.zones, [event.data.zone._id]: event.data.zone } };
    case 'TimelineZoneDeleted':
      return { zones: without(state.zones, (id) => id === event.data.zoneId), deletedIds: { ...state.deletedIds, [event.data.zoneId]: true } };
  }
};

export const evolveTimeline = (state: TimelineState, event: TimelineEvent): TimelineState => {
  const revision = state.revision + 1;
  return { ...state, ...evolveOnce(state, event, revision), revision };
};
