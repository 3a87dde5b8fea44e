import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import type { Stack } from '../../composition';
import { elementKindOf } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { paidActorById } from '../elements/paidActor';
import { TIMELINE_VIEWS } from './timelineViews';

// Timelines as an element kind of the shared calls (elementKindOf.ts); a visibility change needs
// the 'timelines' permission, which the timeline's decider checks.
export const timelineElement = (stack: Stack): ElementKind =>
  elementKindOf(stack, {
    views: TIMELINE_VIEWS,
    head: (timelineId) => stack.queries.timelines.timelineRow(timelineId),
    demoTitle: (timelineId) => (timelineId === DEMO_TIMELINE_ID ? DEMO_TIMELINE.title : undefined),
    changeVisibility: async (actorId, worldId, timelineId, visibility, context) =>
      stack.commands.timelines.changeVisibility(await paidActorById(stack, actorId), timelineId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => stack.queries.timelines.searchTitles(worldId, text, options),
  });
