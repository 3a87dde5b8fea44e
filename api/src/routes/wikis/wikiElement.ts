import { DEMO_WIKIS } from '@lorewright/domain/wikis/demoWikis';
import type { Stack } from '../../composition';
import { elementKindOf } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { WIKI_VIEWS } from './wikiViews';

// Wikis as an element kind of the shared calls (elementKindOf.ts); free, so any author of the
// world may change a wiki's visibility. The demo world's wikis show to anyone.
export const wikiElement = (stack: Stack): ElementKind =>
  elementKindOf(stack, {
    views: WIKI_VIEWS,
    head: (wikiId) => stack.queries.wikis.wikiById(wikiId),
    demoTitle: (wikiId) => DEMO_WIKIS.get(wikiId)?.title,
    changeVisibility: (actorId, worldId, wikiId, visibility, context) => stack.commands.wikis.changeVisibility(actorId, wikiId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => stack.queries.wikis.searchTitles(worldId, text, options),
  });
