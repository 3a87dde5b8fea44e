import type { Stack } from '../../composition';
import { elementKindOf } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { WRITING_VIEWS } from './writings';

// Writings as an element kind of the shared calls (elementKindOf.ts); free, so any author of the
// world may change a writing's visibility.
export const writingElement = (stack: Stack): ElementKind =>
  elementKindOf(stack, {
    views: WRITING_VIEWS,
    head: (writingId) => stack.queries.writings.summaryById(writingId),
    changeVisibility: (actorId, worldId, writingId, visibility, context) =>
      stack.commands.writings.changeVisibility(actorId, writingId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => stack.queries.writings.searchTitles(worldId, text, options),
  });
