import { contentPreview } from '@lorewright/domain/writings/sceneText';
import { writingForViewer } from '@lorewright/domain/writings/writingForViewer';
import { elementKindOf, type ElementKindPorts } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { CARD_PREVIEW_LENGTH, cardOf } from '../elements/linkCard';
import { WRITING_VIEWS } from './writings';
import type { CommandsOf, QueriesOf } from '../routeTypes';

export type WritingElementPorts = CommandsOf<'writings'> & QueriesOf<'writings'> & ElementKindPorts;

// Writings as an element kind of the shared calls (elementKindOf.ts); free, so whoever may edit a
// writing may change its visibility.
export const writingElement = (ports: WritingElementPorts): ElementKind =>
  elementKindOf(ports, {
    kind: 'writing',
    views: WRITING_VIEWS,
    head: (writingId) => ports.queries.writings.summaryById(writingId),
    // A writing's card: its first scene's opening as this viewer reads it (writingForViewer leaves
    // out the secret lines for anyone who may not edit it). A writing has no subtitle or picture.
    card: async (writing, { world, viewerId }) => {
      const first = await ports.queries.writings.firstSceneById(writing._id);
      if (!first) return {};
      const [scene] = writingForViewer(world, { ...writing, scenes: [first] }, viewerId).scenes;
      return cardOf({ preview: contentPreview(scene.content, CARD_PREVIEW_LENGTH) });
    },
    changeVisibility: (actorId, worldId, writingId, visibility, context) =>
      ports.commands.writings.changeVisibility(actorId, writingId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => ports.queries.writings.searchTitles(worldId, text, options),
  });
