import type { MapState } from '@lorewright/domain/maps/map.state';
import { mapForViewer } from '@lorewright/domain/maps/mapForViewer';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import type { Stack } from '../../../composition';
import { MAP_MEDIA_VIEWS } from '../../maps/mapViews';
import type { HistoryKindRoutes } from '../historyKind';
import { paidHistoryKindOf } from '../paidHistoryKind';

// A map as it was at one revision, in the shape the map page reads, with when it was.
export type MapVersionView = MapView & { revision: number; at: string };

// The view's points from the write side's: a picture by its file name only.
const pointsOf = (state: MapState): Record<string, MapPoint> =>
  Object.fromEntries(Object.values(state.points).map(({ image, ...point }) => [point._id, { ...point, image: image ? { name: image.name } : null }]));

export const mapHistoryKind = (stack: Stack): HistoryKindRoutes =>
  paidHistoryKindOf<MapState>(stack, {
    kind: 'map',
    views: [...MAP_MEDIA_VIEWS, 'elementHistory'],
    history: stack.commands.mapHistory,
    head: stack.queries.maps.mapRow,
    forViewer: mapForViewer,
    onlyAuthor: m.onlyAuthor,
    versionOf: (mapId, state, revision, at, createdOn): Omit<MapVersionView, 'at'> => ({
      _id: mapId,
      worldID: state.worldId,
      authorID: state.authorId,
      image: state.image,
      title: state.title,
      description: state.description,
      visibility: state.visibility,
      createdOn,
      lastUpdated: at,
      points: pointsOf(state),
      revision,
    }),
    current: stack.queries.maps.mapById,
  });
