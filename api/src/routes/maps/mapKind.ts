import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import type { MapState } from '@lorewright/domain/maps/map.state';
import { mapForViewer } from '@lorewright/domain/maps/mapForViewer';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import type { MapRecord } from '@lorewright/projections/maps/mapRecords';
import { cardOf, firstLine } from '../elements/linkCard';
import type { PaidKind } from '../elements/paidKind';
import { MAP_MEDIA_VIEWS, MAP_VIEWS } from './mapViews';
import type { CommandsOf, QueriesOf } from '../routeTypes';

// The view's points from the write side's: a picture by its file name only.
const pointsOf = (state: MapState): Record<string, MapPoint> =>
  Object.fromEntries(Object.values(state.points).map(({ image, ...point }) => [point._id, { ...point, image: image ? { name: image.name } : null }]));

// A map as it was at one revision, in the shape the map page reads.
const mapVersionOf = (mapId: string, state: MapState, revision: number, at: string, createdOn: string): MapView & { revision: number } => ({
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
});

// A map's card reads its row only, never its points (the secret ones among them included): its
// picture and its description's first line.
const mapCard = (map: Pick<MapView, 'description' | 'authorID' | 'image'>) =>
  cardOf({ subtitle: firstLine(map.description), picture: imageUrl('maps', map.authorID, map.image) });

export type MapKindPorts = CommandsOf<'mapHistory' | 'maps'> & QueriesOf<'maps'>;

// Maps as the shared calls know them (paidKind.ts).
export const mapKind = (ports: MapKindPorts): PaidKind<MapState, MapRecord> => ({
  kind: 'map',
  views: MAP_VIEWS,
  historyViews: [...MAP_MEDIA_VIEWS, 'elementHistory'],
  head: ports.queries.maps.mapRow,
  card: async (map) => mapCard(map),
  forViewer: mapForViewer,
  onlyAuthor: m.onlyAuthor,
  demo: { id: DEMO_MAP_ID, title: DEMO_MAP.title, card: mapCard(DEMO_MAP) },
  commands: ports.commands.maps,
  searchTitles: ports.queries.maps.searchTitles,
  history: ports.commands.mapHistory,
  versionOf: mapVersionOf,
  current: ports.queries.maps.mapById,
});
