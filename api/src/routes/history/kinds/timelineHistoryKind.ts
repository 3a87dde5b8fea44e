import { uuidGenerator } from '@lorewright/commands/shared/clock';
import { createTimelineHistory } from '@lorewright/commands/timelines/timelineRestore';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';
import { timelineForViewer } from '@lorewright/domain/timelines/timelineForViewer';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineLine, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../../composition';
import { TIMELINE_MEDIA_VIEWS } from '../../timelines/timelineViews';
import type { HistoryKindRoutes } from '../historyKind';
import { paidActorById } from '../../elements/paidActor';

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

// A timeline's history: versions are folded with the timeline's own evolve; no text parts (no diff).
export const timelineHistoryKind = (stack: Stack): HistoryKindRoutes => {
  const history = createTimelineHistory({ eventStore: stack.eventStore, registry: stack.registry }, stack.commands.timelines, uuidGenerator);

  return {
    kind: 'timeline',
    answerKey: 'timeline',
    views: [...TIMELINE_MEDIA_VIEWS, 'elementHistory'],

    requireEditable: async (timelineId, userId) => {
      const row = await stack.queries.timelines.timelineRow(timelineId);
      const world = row ? await stack.queries.worlds.worldById(row.worldID) : null;
      timelineForViewer(world, row, userId);
      if (!canEditWorld(world!, userId)) throw forbidden(m.onlyAuthor);
    },

    version: async (timelineId, revision): Promise<TimelineVersionView> => {
      const [version, row] = await Promise.all([history.versionAt(timelineId, revision), stack.queries.timelines.timelineRow(timelineId)]);
      if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
      const { state, at } = version;
      return {
        _id: timelineId,
        worldID: state.worldId,
        authorID: state.authorId,
        title: state.title,
        description: state.description,
        start: state.start,
        end: state.end,
        visibility: state.visibility,
        createdOn: row?.createdOn ?? at,
        lastUpdated: at,
        lines: linesOf(state),
        zones: { ...state.zones },
        calendar: state.calendar,
        backgroundImage: state.backgroundImage,
        overlayColor: state.overlayColor,
        overlayOpacity: state.overlayOpacity,
        revision,
        at,
      };
    },

    restore: async (userId, timelineId, revision, context) => history.restore(await paidActorById(stack, userId), timelineId, revision, context),

    current: (timelineId) => stack.queries.timelines.timelineById(timelineId),
  };
};
