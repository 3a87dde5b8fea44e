import { DEMO_LANGUAGE_LIST } from '@lorewright/domain/languages/demoLanguage';
import { DeleteLanguageBody, LanguageIdParams, LanguagesQuery, NewLanguageBody, RenameLanguageBody } from '@lorewright/domain/languages/language.bodies';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { LanguageAnswer, LanguagesAnswer } from '@lorewright/domain/languages/languageView';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import { paidActor as languageActor } from '../paidActor';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { LANGUAGE_MEDIA_VIEWS, LANGUAGE_VIEWS, sendLanguage, type SendLanguagePorts } from './languageViews';
import { CreatedAnswer, MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type LanguageRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'languages'> & QueriesOf<'languages' | 'worlds'> & SendLanguagePorts;

// Languages (product.md §7): a world's list, one language, and the author's changes to
// the language as a whole. The decider allows changes by the world's author holding the
// 'languages' permission; every read goes through the access rule, so a private language exists
// only for the author and members.
export const languageRoutes = (ports: LanguageRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.languages;
  const change = { auth: 'required' } as const;
  const read = { auth: 'optional', allowBlocked: true } as const;

  // Oldest first, without keys and words; the demo world's list is bundled, like its language.
  app.get('/myLanguages', { schema: { querystring: LanguagesQuery, response: { 200: LanguagesAnswer } }, config: read }, async (request) => {
    const viewerId = request.user?._id ?? null;
    if (request.query.worldID === DEMO_WORLD_ID) return { languages: DEMO_LANGUAGE_LIST };
    const world = await ports.queries.worlds.viewableWorld(request.query.worldID, viewerId);
    const languages = await ports.queries.languages.languagesOfWorld(world._id);
    return { languages: languages.filter((language) => canViewElement(world, 'language', language, viewerId)) };
  });

  app.get('/language/:id', { schema: { params: LanguageIdParams, response: { 200: LanguageAnswer } }, config: read }, async (request, reply) =>
    sendLanguage(ports, reply, request.params.id, request.user?._id ?? null),
  );

  app.post('/language/new', { schema: { body: NewLanguageBody, response: { 201: CreatedAnswer } }, config: change }, async (request, reply) => {
    const { worldID, title } = request.body;
    const { languageId, position } = await commands.create(languageActor(request), worldID, title, commandContext(request));
    await ports.waitForViews(position, LANGUAGE_VIEWS);
    return reply.status(201).send({ id: languageId, message: m.created });
  });

  app.put('/language/rename', { schema: { body: RenameLanguageBody, response: { 201: MessageAnswer } }, config: change }, async (request, reply) => {
    const { languageID, worldID, title } = request.body;
    const { position } = await commands.rename(languageActor(request), languageID, worldID, title, commandContext(request));
    await ports.waitForViews(position, LANGUAGE_VIEWS);
    return reply.status(201).send({ message: m.updated });
  });

  app.post('/language/delete', { schema: { body: DeleteLanguageBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { languageID, worldID } = request.body;
    const { position } = await commands.deleteLanguage(languageActor(request), languageID, worldID, commandContext(request));
    await ports.waitForViews(position, LANGUAGE_MEDIA_VIEWS);
    return { message: m.deleted };
  });
};
