import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';
import { timelineForViewer } from '@lorewright/domain/timelines/timelineForViewer';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineLine, TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { Stack } from '../../../composition';
import { TIMELINE_MEDIA_VIEWS } from '../../timelines/timelineViews';
import type { HistoryKindRoutes } from '../historyKind';
import { paidHistoryKindOf } from '../paidHistoryKind';

// A timeline as it was at one revision, in the shape the timeline page reads, with when it was.
export type TimelineVersionView = TimelineView & { revision: number; at: string };

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

export const timelineHistoryKind = (stack: Stack): HistoryKindRoutes =>
  paidHistoryKindOf<TimelineState>(stack, {
    kind: 'timeline',
    views: [...TIMELINE_MEDIA_VIEWS, 'elementHistory'],
    history: stack.commands.timelineHistory,
    head: stack.queries.timelines.timelineRow,
    forViewer: timelineForViewer,
    onlyAuthor: m.onlyAuthor,
    versionOf: (timelineId, state, revision, at, createdOn): Omit<TimelineVersionView, 'at'> => ({
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
    }),
    current: stack.queries.timelines.timelineById,
  });
