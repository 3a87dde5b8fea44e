import { ElementSearchAnswer, LinkAnswer } from '@lorewright/domain/elements/elementLinkView';
import { notFound } from '@lorewright/domain/shared/errors';
import { ElementLinkParams, elementMessages, ElementSearchBody, ElementVisibilityBody, type ElementName } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, QueriesOf } from '../routeTypes';
import type { ElementKind } from './elementKind';
import { elementKinds, type ElementKindsPorts } from './elementKinds';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type ElementLinkRoutePorts = QueriesOf<'worlds'> & ElementKindsPorts;

// The calls every element kind shares (product.md §7 "Visibility, links and media"), dispatched by
// element name to the kind's handlers (elementKinds.ts).
export const elementLinkRoutes = (ports: ElementLinkRoutePorts) => async (app: ZodApp) => {
  const kinds = elementKinds(ports);
  const kindOf = (element: ElementName): ElementKind => {
    const kind = kinds.get(element);
    if (!kind) throw notFound(elementMessages.notFound);
    return kind;
  };

  app.post(
    '/updateElementVisibility',
    { schema: { body: ElementVisibilityBody, response: { 200: MessageAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const { element, elementID: elementId, worldID: worldId, visibility } = request.body;
      const { title } = await kindOf(element).changeVisibility(currentUser(request)._id, worldId, elementId, visibility, commandContext(request));
      return { message: m.madeVisibility(title, visibility) };
    },
  );

  // The title of a linked element and what its mention's card shows (linkCard.ts); one the viewer
  // may not see is not found, like a missing one.
  app.get('/link/:element/:id', { schema: { params: ElementLinkParams, response: { 200: LinkAnswer } }, config: { auth: 'optional' } }, async (request) => {
    // Any name but a kind's is not found by kindOf.
    const { id } = request.params;
    const element = request.params.element as ElementName;
    const found = await kindOf(element).link(id, request.user?._id ?? null, true);
    if (!found) throw notFound(elementMessages.notFound);
    return { title: found.title, type: element, id, ...found.card };
  });

  // Elements of one world whose title contains the text, for the word processor's link picker.
  app.post(
    '/elementSearch',
    { schema: { body: ElementSearchBody, response: { 200: ElementSearchAnswer } }, config: { auth: 'optional', allowBlocked: true } },
    async (request) => {
      const viewerId = request.user?._id ?? null;
      const world = await ports.queries.worlds.viewableWorld(request.body.worldID, viewerId);
      if (!request.body.text.trim()) return { results: [] };
      const found = await Promise.all(
        [...kinds].map(async ([type, kind]) =>
          (await kind.search(world, request.body.text, viewerId)).map((hit) => ({ _id: hit._id, type, title: hit.title, preview: hit.preview })),
        ),
      );
      return { results: found.flat() };
    },
  );
};
