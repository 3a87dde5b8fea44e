import type { FastifyReply } from 'fastify';
import { AddStemBody, DeleteStemBody, LanguageIdParams, UpdateKeyMapBody, UpdateStemBody } from '@lorewright/domain/languages/language.bodies';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { ChangesSinceQuery } from '@lorewright/domain/shared/changesSince';
import { invalid } from '@lorewright/domain/shared/errors';
import { commandContext } from '../commandContext';
import { paidActor as languageActor } from '../paidActor';
import { pooledBody, pooledBodyOf, type PooledBodyPorts } from '../pooledBody';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { sendChanged, type SendChangedPorts } from './languageViews';

// 20,000 words (the most a lexicon holds) with the longest words and meanings in Latin letters
// fit; a bigger body is a 413 {error} before it is parsed, and more words than that a 400 (a
// lexicon of long texts in other scripts grows by addStem). Other routes keep 1 MB.
export const LANGUAGE_STEMS_BODY_LIMIT = 16 * 1024 * 1024;

export type LanguagePartRoutePorts = CommandsOf<'languages'> & SendChangedPorts & PooledBodyPorts;

// The key map and the lexicon (product.md §7). Whole-list calls are diffed into one event per change,
// so two tabs editing different keys or words both land and a stale edit of the same one is a
// 409. Each answers with the language as it now is, or with `?since=` only what changed after it.

export const languagePartRoutes = (ports: LanguagePartRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.languages;
  const change = { auth: 'required' } as const;
  // Every part call answers "Updated" with the language, or what changed since `since`.
  const updated = (
    reply: FastifyReply,
    answer: { languageId: string; viewerId: string; position: number | null; status: 200 | 201; since: number | undefined },
  ) => sendChanged(ports, reply, { ...answer, answer: { message: m.updated } });

  app.put('/language/updateKeyMap', { schema: { body: UpdateKeyMapBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = languageActor(request);
    const { languageID, keyMap, removedKeyIDs, revision } = request.body;
    const sent = removedKeyIDs ? { keys: keyMap, removedKeyIds: removedKeyIDs } : keyMap;
    const { position } = await commands.updateKeyMap(actor, languageID, sent, revision, commandContext(request));
    return updated(reply, { languageId: languageID, viewerId: actor.id, position, status: 200, since: request.query.since });
  });

  // With or without the trailing slash the product's path has.
  for (const url of ['/language/:id/updateStems/', '/language/:id/updateStems'])
    app.put(
      url,
      {
        schema: { params: LanguageIdParams, querystring: ChangesSinceQuery },
        ...pooledBody(ports, 'UpdateStemsBody', change),
        bodyLimit: LANGUAGE_STEMS_BODY_LIMIT,
      },
      async (request, reply) => {
        const actor = languageActor(request);
        const languageId = request.params.id;
        const { languageID, stems, revision } = pooledBodyOf('UpdateStemsBody', request);
        if (languageID !== undefined && languageID !== languageId) throw invalid(m.chooseLanguage);
        const { position } = await commands.updateStems(actor, languageId, stems, revision, commandContext(request));
        return updated(reply, { languageId, viewerId: actor.id, position, status: 200, since: request.query.since });
      },
    );

  app.post('/language/addStem', { schema: { body: AddStemBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = languageActor(request);
    const { languageID, stem, index } = request.body;
    const { position } = await commands.addStem(actor, languageID, stem, index, commandContext(request));
    return updated(reply, { languageId: languageID, viewerId: actor.id, position, status: 201, since: request.query.since });
  });

  app.put('/language/updateStem', { schema: { body: UpdateStemBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = languageActor(request);
    const { languageID, index, stemID, stem, revision } = request.body;
    const { position } = await commands.updateStem(actor, languageID, { index, wordId: stemID }, stem, revision, commandContext(request));
    return updated(reply, { languageId: languageID, viewerId: actor.id, position, status: 201, since: request.query.since });
  });

  app.post('/language/deleteStem', { schema: { body: DeleteStemBody, querystring: ChangesSinceQuery }, config: change }, async (request, reply) => {
    const actor = languageActor(request);
    const { languageID, index, stemID } = request.body;
    const { position } = await commands.deleteStem(actor, languageID, { index, wordId: stemID }, commandContext(request));
    return updated(reply, { languageId: languageID, viewerId: actor.id, position, status: 201, since: request.query.since });
  });
};
