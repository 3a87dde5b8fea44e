import {
  HistoryDiffQuery,
  HistoryElementParams,
  HistoryPageQuery,
  HistoryVersionParams,
  RestoreBody,
  historyMessages as h,
} from '@lorewright/domain/history/history.bodies';
import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import { HistoryPageView, PartDiffView } from '@lorewright/domain/history/historyView';
import { HistoryVersionAnswer } from '@lorewright/domain/history/versionAnswer';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, QueriesOf } from '../routeTypes';
import { historyKindsOf, type HistoryKindsPorts } from './historyKinds';

export type HistoryRoutePorts = Pick<Stack, 'eventStore' | 'waitForViews'> & QueriesOf<'accounts' | 'history'> & HistoryKindsPorts;

// History of an element: its changes, a version at any revision, a part's word diff
// against now, and Restore — for every kind listed in historyKinds.ts. Only those who may edit
// the element see any of it; the others hear what the element's own routes answer.
export const historyRoutes = (ports: HistoryRoutePorts) => async (app: ZodApp) => {
  const kinds = historyKindsOf(ports);
  const read = { auth: 'required', allowBlocked: true } as const;
  const change = { auth: 'required' } as const;

  const editableKind = async (kind: HistoryKind, elementId: string, userId: string) => {
    const routes = kinds.get(kind);
    if (!routes) throw notFound(h.noHistory);
    await routes.requireEditable(elementId, userId);
    return routes;
  };

  // Names are read now, never stored with the history: an erased account reads as a former member.
  const actorsOf = async (ids: readonly (string | null)[]) => {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const users = await Promise.all(unique.map((id) => ports.queries.accounts.userById(id)));
    return new Map(unique.map((id, i) => [id, { _id: id, name: users[i]?.name ?? 'Former member' }]));
  };

  app.get(
    '/history/:kind/:id',
    { schema: { params: HistoryElementParams, querystring: HistoryPageQuery, response: { 200: HistoryPageView } }, config: read },
    async (request): Promise<HistoryPageView> => {
      const { kind, id } = request.params;
      await editableKind(kind, id, currentUser(request)._id);
      // The history is written a turn after the element's own views (nobody waits on it while
      // saving): a list read right after a save waits for it to catch up with the log.
      await ports.waitForViews(await ports.eventStore.headPosition(), ['elementHistory']);
      const page = await ports.queries.history.page(kind, id, request.query.page);
      const actors = await actorsOf(page.entries.flatMap((entry) => [entry.actorId, ...(entry.coActorIds ?? [])]));
      return {
        entries: page.entries.map(({ revision, at, actorId, coActorIds, summary, session }) => ({
          revision,
          at,
          actor: actorId ? actors.get(actorId)! : { _id: null, name: 'Lorewright' },
          ...(coActorIds?.length ? { with: coActorIds.map((id) => actors.get(id)!) } : {}),
          summary,
          session,
        })),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );

  app.get(
    '/history/:kind/:id/at/:revision',
    { schema: { params: HistoryVersionParams, response: { 200: HistoryVersionAnswer } }, config: read },
    async (request): Promise<HistoryVersionAnswer> => {
      const { kind, id, revision } = request.params;
      const routes = await editableKind(kind, id, currentUser(request)._id);
      return routes.version(id, revision);
    },
  );

  app.get(
    '/history/:kind/:id/at/:revision/diff',
    { schema: { params: HistoryVersionParams, querystring: HistoryDiffQuery, response: { 200: PartDiffView } }, config: read },
    async (request): Promise<PartDiffView> => {
      const { kind, id, revision } = request.params;
      const routes = await editableKind(kind, id, currentUser(request)._id);
      if (!routes.diff) throw notFound(h.partNotFound);
      return routes.diff(id, revision, request.query.part);
    },
  );

  app.post('/history/:kind/:id/restore', { schema: { params: HistoryElementParams, body: RestoreBody }, config: change }, async (request) => {
    const { kind, id } = request.params;
    const userId = currentUser(request)._id;
    const routes = await editableKind(kind, id, userId);
    const { position } = await routes.restore(userId, id, request.body.revision, commandContext(request));
    if (position !== null) await ports.waitForViews(position, routes.views);
    return {
      message: position !== null ? h.restored : h.alreadyCurrent,
      [routes.answerKey]: await routes.current(id, userId),
    };
  });
};
