import { canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { WRITING_VIEWS } from './writings';

// Writings as an element kind of the shared calls: a link shows a document or folder the viewer
// may see; the search finds documents (the ones a link can open), public ones for outsiders.
export const writingElement = (stack: Stack): ElementKind => {
  const queries = stack.queries.writings;
  return {
    changeVisibility: async (actorId, worldId, writingId, visibility, context) => {
      const { position } = await stack.commands.writings.changeVisibility(actorId, writingId, worldId, visibility, context);
      await stack.waitForViews(position, WRITING_VIEWS);
      return { title: (await queries.summaryById(writingId))?.title ?? '' };
    },

    link: async (writingId, viewerId) => {
      const writing = await queries.summaryById(writingId);
      const world = writing ? await stack.queries.worlds.worldById(writing.worldID) : null;
      return writing && world && canViewElement(world, writing, viewerId) ? { title: writing.title } : null;
    },

    search: (world, text, viewerId) => queries.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
  };
};
