import { BacklinksQuery } from '@lorewright/domain/backlinks/backlink.bodies';
import { BacklinksAnswer, NEXT_FROM_HEADER, type BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import { demoBacklinksOf } from '@lorewright/domain/backlinks/demoBacklinks';
import { elementTarget } from '@lorewright/domain/backlinks/sceneLinks';
import { notFound } from '@lorewright/domain/shared/errors';
import { ElementLinkParams, elementMessages, type ElementName } from '@lorewright/domain/worlds/element.commands';
import type { Stack } from '../../composition';
import { elementKinds, type ElementKindsPorts } from '../elements/elementKinds';
import type { ZodApp, QueriesOf } from '../routeTypes';
import { visibleBacklinks } from './visibleBacklinks';

export type BacklinkRoutePorts = Pick<Stack, 'eventStore' | 'waitForViews'> & QueriesOf<'backlinks'> & ElementKindsPorts;

// 'Mentioned in': the places linking to an element the viewer may see, a page at a time: the
// answer is the page's list, and the header NEXT_FROM_HEADER says where the next page starts
// (absent on the last page). An element the viewer may not see is not found, like a missing one.
export const backlinkRoutes = (ports: BacklinkRoutePorts) => async (app: ZodApp) => {
  const kinds = elementKinds(ports);
  app.get(
    '/backlinks/:element/:id',
    { schema: { params: ElementLinkParams, querystring: BacklinksQuery, response: { 200: BacklinksAnswer } }, config: { auth: 'optional' } },
    async (request, reply): Promise<BacklinkView[]> => {
      const { element, id } = request.params;
      const viewerId = request.user?._id ?? null;
      const kind = kinds.get(element as ElementName);
      if (!kind || !(await kind.link(id, viewerId))) throw notFound(elementMessages.notFound);
      // Nobody waits on backlinks while saving: a page opened right after a save waits for them
      // to catch up with the log, so the scene just written is listed.
      await ports.waitForViews(await ports.eventStore.headPosition(), ['backlinks']);
      const target = elementTarget(element, id);
      const page = await visibleBacklinks(ports.queries.backlinks, kinds, target, request.query.from, viewerId);
      if (page.next !== null) void reply.header(NEXT_FROM_HEADER, String(page.next));
      // The demo world's own links are bundled, never in the read model: they come first, on the
      // first page.
      return request.query.from === 0 ? [...demoBacklinksOf(target), ...page.backlinks] : page.backlinks;
    },
  );
};
