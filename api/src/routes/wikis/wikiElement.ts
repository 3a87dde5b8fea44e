import { DEMO_WIKIS } from '@lorewright/domain/wikis/demoWikis';
import { canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { WIKI_VIEWS } from './wikiViews';

// Wikis as an element kind of the shared calls: a link shows a wiki the viewer may see (the
// demo world's to anyone); the search finds wikis by title, public ones for outsiders.
export const wikiElement = (stack: Stack): ElementKind => {
  const queries = stack.queries.wikis;
  return {
    changeVisibility: async (actorId, worldId, wikiId, visibility, context) => {
      const { position } = await stack.commands.wikis.changeVisibility(actorId, wikiId, worldId, visibility, context);
      await stack.waitForViews(position, WIKI_VIEWS);
      return { title: (await queries.wikiById(wikiId))?.title ?? '' };
    },

    link: async (wikiId, viewerId) => {
      const demo = DEMO_WIKIS.get(wikiId);
      if (demo) return { title: demo.title };
      const wiki = await queries.wikiById(wikiId);
      const world = wiki ? await stack.queries.worlds.worldById(wiki.worldID) : null;
      return wiki && world && canViewElement(world, wiki, viewerId) ? { title: wiki.title } : null;
    },

    search: (world, text, viewerId) => queries.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
  };
};
