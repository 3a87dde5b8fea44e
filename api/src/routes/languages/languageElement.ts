import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import type { Stack } from '../../composition';
import { elementKindOf } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { paidActorById } from '../elements/paidActor';
import { LANGUAGE_VIEWS } from './languageViews';

// Languages as an element kind of the shared calls (elementKindOf.ts); a visibility change needs
// the 'languages' permission, which the language's decider checks.
export const languageElement = (stack: Stack): ElementKind =>
  elementKindOf(stack, {
    views: LANGUAGE_VIEWS,
    head: (languageId) => stack.queries.languages.languageHead(languageId),
    demoTitle: (languageId) => (languageId === DEMO_LANGUAGE_ID ? DEMO_LANGUAGE.title : undefined),
    changeVisibility: async (actorId, worldId, languageId, visibility, context) =>
      stack.commands.languages.changeVisibility(await paidActorById(stack, actorId), languageId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => stack.queries.languages.searchTitles(worldId, text, options),
  });
