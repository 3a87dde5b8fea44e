import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import { canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { TIMELINE_VIEWS } from './timelineViews';

// Timelines as an element kind of the shared calls: a visibility change is a timeline change
// (author with the 'timelines' permission); a link shows a timeline the viewer may see (the demo
// one to anyone); the search finds timelines by title, public ones for outsiders.
export const timelineElement = (stack: Stack): ElementKind => {
  const queries = stack.queries.timelines;
  return {
    changeVisibility: async (actorId, worldId, timelineId, visibility, context) => {
      const permissions = (await stack.queries.accounts.userById(actorId))?.permissions ?? {};
      const { position } = await stack.commands.timelines.changeVisibility({ id: actorId, permissions }, timelineId, worldId, visibility, context);
      await stack.waitForViews(position, TIMELINE_VIEWS);
      return { title: (await queries.timelineRow(timelineId))?.title ?? '' };
    },

    link: async (timelineId, viewerId) => {
      if (timelineId === DEMO_TIMELINE_ID) return { title: DEMO_TIMELINE.title };
      const timeline = await queries.timelineRow(timelineId);
      const world = timeline ? await stack.queries.worlds.worldById(timeline.worldID) : null;
      return timeline && world && canViewElement(world, timeline, viewerId) ? { title: timeline.title } : null;
    },

    search: (world, text, viewerId) => queries.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
  };
};
