import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import { canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { LANGUAGE_VIEWS } from './languageViews';

// Languages as an element kind of the shared calls: a visibility change is a language change
// (author with the 'languages' permission); a link shows a language the viewer may see (the demo
// one to anyone); the search finds languages by title, public ones for outsiders.
export const languageElement = (stack: Stack): ElementKind => {
  const queries = stack.queries.languages;
  return {
    changeVisibility: async (actorId, worldId, languageId, visibility, context) => {
      const permissions = (await stack.queries.accounts.userById(actorId))?.permissions ?? {};
      const { position } = await stack.commands.languages.changeVisibility({ id: actorId, permissions }, languageId, worldId, visibility, context);
      await stack.waitForViews(position, LANGUAGE_VIEWS);
      return { title: (await queries.languageHead(languageId))?.title ?? '' };
    },

    link: async (languageId, viewerId) => {
      if (languageId === DEMO_LANGUAGE_ID) return { title: DEMO_LANGUAGE.title };
      const language = await queries.languageHead(languageId);
      const world = language ? await stack.queries.worlds.worldById(language.worldID) : null;
      return language && world && canViewElement(world, language, viewerId) ? { title: language.title } : null;
    },

    search: (world, text, viewerId) => queries.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
  };
};
