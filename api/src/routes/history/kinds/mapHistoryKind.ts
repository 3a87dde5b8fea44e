import { createMapHistory } from '@lorewright/commands/maps/mapRestore';
import { uuidGenerator } from '@lorewright/commands/shared/clock';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { MapState } from '@lorewright/domain/maps/map.state';
import { mapForViewer } from '@lorewright/domain/maps/mapForViewer';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../../composition';
import { paidActorById } from '../../elements/paidActor';
import { MAP_MEDIA_VIEWS } from '../../maps/mapViews';
import type { HistoryKindRoutes } from '../historyKind';

// A map as it was at one revision, in the shape the map page reads, with when it was.
export type MapVersionView = MapView & { revision: number; at: string };

// The view's points from the write side's: a picture by its file name only.
const pointsOf = (state: MapState): Record<string, MapPoint> =>
  Object.fromEntries(Object.values(state.points).map(({ image, ...point }) => [point._id, { ...point, image: image ? { name: image.name } : null }]));

// A map's history: versions are folded with the map's own evolve; it has no text parts (no diff).
// Its history is built here from the stack's ports, since the map commands are made inside it.
export const mapHistoryKind = (stack: Stack): HistoryKindRoutes => {
  const history = createMapHistory({ eventStore: stack.eventStore, registry: stack.registry }, stack.commands.maps, uuidGenerator);

  return {
    kind: 'map',
    answerKey: 'map',
    views: [...MAP_MEDIA_VIEWS, 'elementHistory'],

    requireEditable: async (mapId, userId) => {
      const row = await stack.queries.maps.mapRow(mapId);
      const world = row ? await stack.queries.worlds.worldById(row.worldID) : null;
      mapForViewer(world, row, userId);
      if (!canEditWorld(world!, userId)) throw forbidden(m.onlyAuthor);
    },

    version: async (mapId, revision): Promise<MapVersionView> => {
      const [version, row] = await Promise.all([history.versionAt(mapId, revision), stack.queries.maps.mapRow(mapId)]);
      if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
      const { state, at } = version;
      const { worldId, authorId, image, title, description, visibility } = state;
      const createdOn = row?.createdOn ?? at;
      return {
        _id: mapId,
        worldID: worldId,
        authorID: authorId,
        image,
        title,
        description,
        visibility,
        createdOn,
        lastUpdated: at,
        points: pointsOf(state),
        revision,
        at,
      };
    },

    restore: async (userId, mapId, revision, context) => history.restore(await paidActorById(stack, userId), mapId, revision, context),

    current: (mapId) => stack.queries.maps.mapById(mapId),
  };
};
