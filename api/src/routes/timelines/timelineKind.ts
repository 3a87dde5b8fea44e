import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';
import { timelineForViewer } from '@lorewright/domain/timelines/timelineForViewer';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineLine, TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { TimelineRecord } from '@lorewright/projections/timelines/timelineRecords';
import { cardOf, firstLine } from '../elements/linkCard';
import type { PaidKind } from '../elements/paidKind';
import { TIMELINE_MEDIA_VIEWS, TIMELINE_VIEWS } from './timelineViews';
import type { CommandsOf, QueriesOf } from '../routeTypes';

// Lines in the order they were added, each with its points in the order they were added (as
// timelineQueries.ts); a picture by its file name only.
const linesOf = (state: TimelineState): TimelineLine[] =>
  state.lines.map(({ _id, name, revision }) => ({
    _id,
    name,
    revision,
    nodes: Object.values(state.nodes)
      .filter((node) => node.lineId === _id)
      .map(({ lineId: _line, image, ...node }) => ({ ...node, image: image ? { name: image.name } : null })),
  }));

// A timeline as it was at one revision, in the shape the timeline page reads.
const timelineVersionOf = (timelineId: string, state: TimelineState, revision: number, at: string, createdOn: string): TimelineView & { revision: number } => ({
  _id: timelineId,
  worldID: state.worldId,
  authorID: state.authorId,
  title: state.title,
  description: state.description,
  start: state.start,
  end: state.end,
  visibility: state.visibility,
  createdOn,
  lastUpdated: at,
  lines: linesOf(state),
  zones: { ...state.zones },
  calendar: state.calendar,
  backgroundImage: state.backgroundImage,
  overlayColor: state.overlayColor,
  overlayOpacity: state.overlayOpacity,
  revision,
});

// A timeline's card reads its row only, never its points (the secret ones among them included).
const timelineCard = (timeline: { description: string }) => cardOf({ subtitle: firstLine(timeline.description) });

export type TimelineKindPorts = CommandsOf<'timelineHistory' | 'timelines'> & QueriesOf<'timelines'>;

// Timelines as the shared calls know them (paidKind.ts).
export const timelineKind = (ports: TimelineKindPorts): PaidKind<TimelineState, TimelineRecord> => ({
  kind: 'timeline',
  views: TIMELINE_VIEWS,
  historyViews: [...TIMELINE_MEDIA_VIEWS, 'elementHistory'],
  head: ports.queries.timelines.timelineRow,
  card: async (timeline) => timelineCard(timeline),
  forViewer: timelineForViewer,
  onlyAuthor: m.onlyAuthor,
  demo: { id: DEMO_TIMELINE_ID, title: DEMO_TIMELINE.title, card: timelineCard(DEMO_TIMELINE) },
  commands: ports.commands.timelines,
  searchTitles: ports.queries.timelines.searchTitles,
  history: ports.commands.timelineHistory,
  versionOf: timelineVersionOf,
  current: ports.queries.timelines.timelineById,
});
