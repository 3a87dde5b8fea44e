import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { WorldVersionView } from '@lorewright/domain/history/worldHistoryView';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { canEditWorldDetails } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { WORLD_VIEWS } from '../../worlds/worlds';
import type { HistoryKindRoutes } from '../historyKind';
import type { CommandsOf, QueriesOf } from '../../routeTypes';

export type WorldHistoryKindPorts = CommandsOf<'worldHistory'> & QueriesOf<'worlds'>;

// The world's own history: its name, description, visibility, header image and invitations.
// It has no text parts to compare, so it has no diff (the route answers 404).
export const worldHistoryKind = (ports: WorldHistoryKindPorts): HistoryKindRoutes => {
  const history = ports.commands.worldHistory;

  return {
    kind: 'world',
    answerKey: 'world',
    views: [...WORLD_VIEWS, 'media', 'elementHistory'],

    requireEditable: async (worldId, userId) => {
      const world = await ports.queries.worlds.viewableWorld(worldId, userId);
      if (!canEditWorldDetails(world, userId)) throw forbidden(m.onlyAuthor);
    },

    version: async (worldId, revision) => {
      const version = await history.versionAt(worldId, revision);
      if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
      const { state, at } = version;
      const { name, description, headerImage, authorID, visibility, createdOn } = state;
      const world: WorldVersionView = { _id: worldId, name, description, headerImage, authorID, visibility, createdOn, revision, at };
      return { world };
    },

    restore: (userId, worldId, revision, context) => history.restore(userId, worldId, revision, context),

    current: (worldId, userId) => ports.queries.worlds.viewableWorld(worldId, userId),
  };
};
