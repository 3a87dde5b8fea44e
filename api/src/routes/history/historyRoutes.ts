import type { FastifyInstance } from 'fastify';
import {
  HistoryDiffQuery,
  HistoryElementParams,
  HistoryPageQuery,
  HistoryVersionParams,
  RestoreBody,
  historyMessages as h,
} from '@lorewright/domain/history/history.bodies';
import { sceneWordDiff } from '@lorewright/domain/history/sceneDiff';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { HistoryPageView, SceneDiffView, WritingVersionView } from '@lorewright/domain/history/historyView';
import { requireViewableWriting } from '@lorewright/domain/writings/writingForViewer';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { restoreMessages } from '@lorewright/commands/writings/writingRestore';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { Body, Params, Query } from '../routeTypes';
import { WRITING_VIEWS } from '../writings/writings';

// History of a writing (issue 20): its changes, a version at any revision, a scene's word diff
// against now, and Restore. Only those who may edit the writing (the world's author, as the
// writing decider rules) see any of it; the others hear what the writing's own routes answer.
export const historyRoutes = (stack: Stack) => async (app: FastifyInstance) => {
  const history = stack.commands.writingHistory;
  const read = { auth: 'required', allowBlocked: true } as const;
  const change = { auth: 'required' } as const;

  const requireEditableWriting = async (writingId: string, userId: string) => {
    const writing = await stack.queries.writings.summaryById(writingId);
    const world = writing ? await stack.queries.worlds.worldById(writing.worldID) : null;
    requireViewableWriting(world, writing, userId);
    if (!canEditWorld(world!, userId)) throw forbidden(m.onlyAuthor);
    return writing!;
  };

  const versionView = async (writingId: string, revision: number): Promise<WritingVersionView> => {
    const version = await history.versionAt(writingId, revision);
    if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
    const { state } = version;
    return { _id: writingId, worldID: state.worldId, title: state.title, visibility: state.visibility, revision, at: version.at, scenes: [...state.scenes] };
  };

  // Names are read now, never stored with the history: an erased account reads as a former member.
  const actorsOf = async (ids: readonly (string | null)[]) => {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const users = await Promise.all(unique.map((id) => stack.queries.accounts.userById(id)));
    return new Map(unique.map((id, i) => [id, { _id: id, name: users[i]?.name ?? 'Former member' }]));
  };

  app.get<Params<typeof HistoryElementParams> & Query<typeof HistoryPageQuery>>(
    '/history/writing/:id',
    { schema: { params: HistoryElementParams, querystring: HistoryPageQuery }, config: read },
    async (request): Promise<HistoryPageView> => {
      await requireEditableWriting(request.params.id, currentUser(request)._id);
      const page = await stack.queries.history.page('writing', request.params.id, request.query.page);
      const actors = await actorsOf(page.entries.map((entry) => entry.actorId));
      return {
        entries: page.entries.map(({ revision, at, actorId, summary, session }) => ({
          revision,
          at,
          actor: actorId ? actors.get(actorId)! : { _id: null, name: 'Lorewright' },
          summary,
          session,
        })),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );

  app.get<Params<typeof HistoryVersionParams>>(
    '/history/writing/:id/at/:revision',
    { schema: { params: HistoryVersionParams }, config: read },
    async (request) => {
      await requireEditableWriting(request.params.id, currentUser(request)._id);
      return { writing: await versionView(request.params.id, request.params.revision) };
    },
  );

  app.get<Params<typeof HistoryVersionParams> & Query<typeof HistoryDiffQuery>>(
    '/history/writing/:id/at/:revision/diff',
    { schema: { params: HistoryVersionParams, querystring: HistoryDiffQuery }, config: read },
    async (request): Promise<SceneDiffView> => {
      const { id, revision } = request.params;
      await requireEditableWriting(id, currentUser(request)._id);
      const [then, now] = await Promise.all([versionView(id, revision), stack.queries.writings.writingById(id)]);
      const before = then.scenes.find((scene) => scene._id === request.query.scene) ?? null;
      const after = now?.scenes.find((scene) => scene._id === request.query.scene) ?? null;
      if (!before && !after) throw notFound(h.sceneNotFound);
      return { scene: request.query.scene, name: (after ?? before)!.name, runs: sceneWordDiff(before?.content ?? null, after?.content ?? null) };
    },
  );

  app.post<Params<typeof HistoryElementParams> & Body<typeof RestoreBody>>(
    '/history/writing/:id/restore',
    { schema: { params: HistoryElementParams, body: RestoreBody }, config: change },
    async (request) => {
      const userId = currentUser(request)._id;
      const writingId = request.params.id;
      await requireEditableWriting(writingId, userId);
      const { position, changed } = await history.restore(userId, writingId, request.body.revision, commandContext(request));
      await stack.waitForViews(position, [...WRITING_VIEWS, 'elementHistory']);
      return { message: changed ? restoreMessages.restored : restoreMessages.alreadyThat, writing: await stack.queries.writings.writingById(writingId) };
    },
  );
};
