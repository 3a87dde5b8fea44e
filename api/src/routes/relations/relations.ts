import { AsOfQuery, periodHolds } from '@lorewright/domain/calendars/worldDate';
import { familyTree } from '@lorewright/domain/relations/familyTree';
import { AddRelationBody, ChangeRelationBody, RelationIdParams, RemoveRelationBody } from '@lorewright/domain/relations/relation.bodies';
import { relationMessages as m } from '@lorewright/domain/relations/relationMessages';
import { FamilyTreeView, RelationsAnswer, WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { currentUser } from '../../plugins/auth';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { viewWiki, type ViewWikiPorts } from '../wikis/wikiViews';
import { visibleRelationsOf, visibleWikisOf, type VisibleRelationsPorts, type VisibleWikisPorts } from './visibleRelations';
import { CreatedAnswer, MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type RelationRoutePorts = Pick<Stack, 'eventStore' | 'waitForViews'> &
  CommandsOf<'relations'> &
  QueriesOf<'relations' | 'wikis' | 'worlds'> &
  ViewWikiPorts &
  VisibleRelationsPorts &
  VisibleWikisPorts;

// Relations between wikis (product.md, "Relations"). Changes are the wiki's author's (the
// decider applies the edit rule); every read shows a relation only to a viewer who may see both
// of its wikis, and a wiki the viewer may not see is refused as its own page is.
export const relationRoutes = (ports: RelationRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.relations;
  const change = { auth: 'required' } as const;
  const read = { auth: 'optional', allowBlocked: true } as const;
  const viewerOf = (request: { user?: { _id: string } | null }) => request.user?._id ?? null;

  app.post('/wiki/addRelation', { schema: { body: AddRelationBody, response: { 201: CreatedAnswer } }, config: change }, async (request, reply) => {
    // The limit counts relations in the read model, which drops those of a wiki just deleted:
    // caught up first, the count is exact.
    await ports.waitForViews(await ports.eventStore.headPosition(), ['relations']);
    const { relationId, position } = await commands.add(currentUser(request)._id, request.body, commandContext(request));
    await ports.waitForViews(position, ['relations']);
    return reply.status(201).send({ id: relationId, message: m.added });
  });

  app.put('/wiki/changeRelation', { schema: { body: ChangeRelationBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { position } = await commands.change(currentUser(request)._id, request.body, commandContext(request));
    await ports.waitForViews(position, ['relations']);
    return { message: m.changed };
  });

  app.post('/wiki/removeRelation', { schema: { body: RemoveRelationBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { wikiID, relationID } = request.body;
    const { position } = await commands.remove(currentUser(request)._id, wikiID, relationID, commandContext(request));
    await ports.waitForViews(position, ['relations']);
    return { message: m.removed };
  });

  app.get('/wiki/:id/relations', { schema: { params: RelationIdParams, response: { 200: RelationsAnswer } }, config: read }, async (request) => {
    const viewerId = viewerOf(request);
    const wiki = await viewWiki(ports, request.params.id, viewerId);
    return { relations: await visibleRelationsOf(ports, wiki, viewerId) };
  });

  app.get('/wiki/:id/familyTree', { schema: { params: RelationIdParams, response: { 200: FamilyTreeView } }, config: read }, async (request) => {
    const viewerId = viewerOf(request);
    const wiki = await viewWiki(ports, request.params.id, viewerId);
    const visible = visibleWikisOf(ports, wiki.worldID, viewerId);
    const relativesOf = async (wikiId: string) =>
      (await ports.queries.relations.ofWiki(wikiId)).map((record) => ({ otherId: record.otherID, type: record.type }));
    const titleOf = async (wikiId: string) => (wikiId === wiki._id ? wiki.title : ((await visible(wikiId))?.title ?? null));
    return familyTree(wiki._id, relativesOf, titleOf);
  });

  // For the world's graph: the wikis the viewer may see and the relations between them; with
  // `asOf`, only the wikis that exist on that date and the relations that hold then.
  const worldGraph = { params: RelationIdParams, querystring: AsOfQuery, response: { 200: WorldRelationsView } };
  app.get('/world/:id/relations', { schema: worldGraph, config: read }, async (request): Promise<WorldRelationsView> => {
    const viewerId = viewerOf(request);
    const { asOf } = request.query;
    const world = await ports.queries.worlds.viewableWorld(request.params.id, viewerId);
    const wikis = (await ports.queries.wikis.wikisOfWorld(world._id)).filter(
      (wiki) => canViewElement(world, 'wiki', wiki, viewerId) && (!asOf || periodHolds(wiki.lifespan, asOf)),
    );
    const ids = new Set(wikis.map((wiki) => wiki._id));
    const relations = (await ports.queries.relations.ofWorld(world._id)).filter(
      (record) => ids.has(record.wikiID) && ids.has(record.otherID) && (!asOf || periodHolds(record.period, asOf)),
    );
    return {
      wikis: wikis.map(({ _id, title, category }) => ({ _id, title, category })),
      relations: relations.map((record) => ({ _id: record.relationID, fromID: record.wikiID, toID: record.otherID, type: record.type, custom: record.custom })),
    };
  });
};
