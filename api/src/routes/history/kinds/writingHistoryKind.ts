import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { WritingVersionView } from '@lorewright/domain/history/historyView';
import { sceneWordDiff } from '@lorewright/domain/history/sceneDiff';
import { notFound } from '@lorewright/domain/shared/errors';
import { requireViewableWriting } from '@lorewright/domain/writings/writingForViewer';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { WRITING_VIEWS } from '../../writings/writings';
import { editGateOf, type EditGatePorts } from '../../elements/editGate';
import type { HistoryKindRoutes } from '../historyKind';
import type { CommandsOf, QueriesOf } from '../../routeTypes';

export type WritingHistoryKindPorts = CommandsOf<'writingHistory'> & QueriesOf<'writings'> & EditGatePorts;

// A writing's history: versions are folded with the writing's own evolve; its parts are scenes.
export const writingHistoryKind = (ports: WritingHistoryKindPorts): HistoryKindRoutes => {
  const history = ports.commands.writingHistory;

  const versionView = async (writingId: string, revision: number): Promise<WritingVersionView> => {
    const version = await history.versionAt(writingId, revision);
    if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
    const { state } = version;
    return { _id: writingId, worldID: state.worldId, title: state.title, visibility: state.visibility, revision, at: version.at, scenes: [...state.scenes] };
  };

  return {
    kind: 'writing',
    answerKey: 'writing',
    views: [...WRITING_VIEWS, 'elementHistory'],

    requireEditable: editGateOf(ports, {
      kind: 'writing',
      head: ports.queries.writings.summaryById,
      forViewer: requireViewableWriting,
      onlyAuthor: m.onlyAuthor,
    }),

    version: async (writingId, revision) => ({ writing: await versionView(writingId, revision) }),

    diff: async (writingId, revision, sceneId) => {
      const [then, now] = await Promise.all([versionView(writingId, revision), ports.queries.writings.writingById(writingId)]);
      const before = then.scenes.find((scene) => scene._id === sceneId) ?? null;
      const after = now?.scenes.find((scene) => scene._id === sceneId) ?? null;
      if (!before && !after) throw notFound(h.partNotFound);
      return { part: sceneId, name: (after ?? before)!.name, runs: sceneWordDiff(before?.content ?? null, after?.content ?? null) };
    },

    restore: (userId, writingId, revision, context) => history.restore(userId, writingId, revision, context),

    current: (writingId) => ports.queries.writings.writingById(writingId),
  };
};
