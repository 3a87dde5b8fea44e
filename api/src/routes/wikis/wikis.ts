import { AsOfQuery } from '@lorewright/domain/calendars/worldDate';
import { DEMO_WIKI_LIST } from '@lorewright/domain/wikis/demoWikis';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { DeleteWikiBody, NewWikiBody, RenameWikiBody, SectionTextBody, UpdateWikiBody, WikiIdParams, WikisQuery } from '@lorewright/domain/wikis/wiki.bodies';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { WikiAnswer, WikisAnswer } from '@lorewright/domain/wikis/wikiView';
import { wikiAsOf } from '@lorewright/domain/wikis/wikiPeriods';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { viewWiki, WIKI_VIEWS, type ViewWikiPorts } from './wikiViews';
import { CreatedAnswer, MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { WikiChangedAnswer } from '@lorewright/domain/wikis/wikiView';

// Wikis (product.md §7): a world's list, one wiki, and the author's changes. The
// decider allows changes by the world's author only; every read goes through the access rule,
// so a private wiki exists only for the author and members, and a hidden image only for the author.
// An edit may carry many long sections (100 × 50,000 characters at most); other routes keep
// the app's 1 MB, as writings (docs/decisions.md).
export const WIKI_BODY_LIMIT = 8 * 1024 * 1024;

export type WikiRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'wikis'> & QueriesOf<'wikis' | 'worlds'> & ViewWikiPorts;

export const wikiRoutes = (ports: WikiRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.wikis;
  const queries = ports.queries.wikis;
  const change = { auth: 'required' } as const;
  const read = { auth: 'optional', allowBlocked: true } as const;

  // Oldest first, without images, fields or sections.
  app.get('/creation/wikis', { schema: { querystring: WikisQuery, response: { 200: WikisAnswer } }, config: read }, async (request) => {
    const viewerId = request.user?._id ?? null;
    // The demo world's menu is bundled, like its wikis.
    if (request.query.worldID === DEMO_WORLD_ID) return { wikis: [...DEMO_WIKI_LIST] };
    const world = await ports.queries.worlds.viewableWorld(request.query.worldID, viewerId);
    return { wikis: (await queries.wikisOfWorld(world._id)).filter((wiki) => canViewElement(world, 'wiki', wiki, viewerId)) };
  });

  // `?asOf=` answers the wiki as it stood then (its parts dated otherwise left out, and whether it
  // lived then), cut from what the viewer may see: the same one read, no more.
  app.get('/creation/wiki/:id', { schema: { params: WikiIdParams, querystring: AsOfQuery, response: { 200: WikiAnswer } }, config: read }, async (request) => {
    const wiki = await viewWiki(ports, request.params.id, request.user?._id ?? null);
    const { asOf } = request.query;
    return { wiki: asOf ? wikiAsOf(wiki, asOf) : wiki };
  });

  app.post('/creation/newWiki', { schema: { body: NewWikiBody, response: { 201: CreatedAnswer } }, config: change }, async (request, reply) => {
    const userId = currentUser(request)._id;
    const { wikiId, position } = await commands.create(userId, request.body, commandContext(request));
    await ports.waitForViews(position, WIKI_VIEWS);
    return reply.status(201).send({ id: wikiId, message: m.created });
  });

  // Only the changed fields; one event per change, so edits from two tabs to different parts
  // both land and a stale edit of the same section is a 409.
  app.put(
    '/creation/updateWiki/:id',
    { schema: { params: WikiIdParams, body: UpdateWikiBody, response: { 200: WikiChangedAnswer } }, config: change, bodyLimit: WIKI_BODY_LIMIT },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.update(userId, request.params.id, request.body, commandContext(request));
      await ports.waitForViews(position, [...WIKI_VIEWS, 'media']);
      return { message: m.updated, wiki: await viewWiki(ports, request.params.id, userId) };
    },
  );

  // One section's text from its co-typing room: merged already, so on no revision; whoever typed
  // it saves it after a pause, and the history names them.
  app.put('/wiki/sectionText', { schema: { body: SectionTextBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { wikiID, sectionID, content } = request.body;
    const userId = currentUser(request)._id;
    // The save names everyone who typed in the section's room since its last save.
    const coActorIds = app.coTypists({ element: 'wiki', elementId: wikiID, part: sectionID }, userId);
    const { position } = await commands.saveSectionText(userId, wikiID, sectionID, content, { ...commandContext(request), coActorIds });
    await ports.waitForViews(position, WIKI_VIEWS);
    return { message: m.updated };
  });

  app.put('/wiki/rename', { schema: { body: RenameWikiBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { wikiID, worldID, title } = request.body;
    const { position } = await commands.rename(currentUser(request)._id, wikiID, worldID, title, commandContext(request));
    await ports.waitForViews(position, WIKI_VIEWS);
    return { message: m.updated };
  });

  app.post('/wiki/delete', { schema: { body: DeleteWikiBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { position } = await commands.deleteWiki(currentUser(request)._id, request.body.wikiID, request.body.worldID, commandContext(request));
    await ports.waitForViews(position, [...WIKI_VIEWS, 'media']);
    return { message: m.deleted };
  });
};
