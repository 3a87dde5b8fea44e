import type { MapLookups } from '@lorewright/commands/maps/mapDeps';
import type { MapListItem, MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import { elementQueriesOf } from '../elements/elementQueries';
import type { ProjectionViews } from '../runner/projectionViews';
import { allParts, chunkedPartReads } from '../runner/partChunks';
import { partChangesSince, partShown, partsJsonCache } from '../runner/partsJsonCache';
import { mapShape } from './mapJson';
import { MAP_POINT_CHUNKS, MAP_PREVIEW_LENGTH, MAPS, type MapRecord } from './mapRecords';

const listItemOf = ({ revision: _revision, mediaId: _media, ...item }: MapRecord): MapListItem => item;

// Reads of the maps projection, for the API and the command handlers' lookups. They answer what
// is stored; who may see it is decided by the routes (mapForViewer.ts).
export const createMapQueries = (views: ProjectionViews) => {
  const maps = views.collection('maps', MAPS);
  const rowOf = async (mapId: string) => (await maps.get(mapId)) as MapRecord | null;
  // Points keyed by id, in the order of their ids; each written as `"id":{…}`.
  const partReads = chunkedPartReads(views.collection('maps', MAP_POINT_CHUNKS));

  const viewOf = async (record: MapRecord): Promise<MapView> => {
    const { num_points: _count, ...map } = listItemOf(record);
    const stored = await allParts(partReads, record._id);
    stored.sort((a, b) => (a.id < b.id ? -1 : 1));
    return { ...map, points: Object.fromEntries(stored.map((part): [string, MapPoint] => [part.id, partShown(part)])) };
  };

  const jsonOf = partsJsonCache(partReads, mapShape, { readFirst: (read) => views.readFirst(read) });
  const changesOf = partChangesSince(partReads, (part) => mapShape.partJson!(part));

  // The map as it is now with its points left out, the points written after `revision` and the
  // ids of those deleted since, as JSON; null when that may be too many (partsJsonCache.ts).
  const changesJson = async (record: MapRecord, revision: number): Promise<string | null> => {
    const changes = await changesOf(record._id, revision);
    if (!changes) return null;
    const written = changes.written.map((part) => part.json).join(',');
    const removed = JSON.stringify(changes.gone.map((part) => part.id));
    return `{"revision":${record.revision},"map":${mapShape.serialise(record, new Map())},"points":{${written}},"removedPointIDs":${removed}}`;
  };

  const shared = elementQueriesOf<MapRecord, MapListItem>(maps, { listItemOf, previewOf: ({ description }) => description.slice(0, MAP_PREVIEW_LENGTH) });
  const lookups: Pick<MapLookups, 'mapPlace'> = { mapPlace: async (mapId) => shared.placeOf(await rowOf(mapId)) };

  return {
    lookups,

    // The map without its points, with the revision its JSON is kept by.
    mapRow: rowOf,
    mapJson: jsonOf,
    mapChangesJson: changesJson,
    mapById: async (mapId: string): Promise<MapView | null> => {
      const record = await rowOf(mapId);
      return record ? viewOf(record) : null;
    },

    // Oldest first, without points (the menu needs their number only).
    mapsOfWorld: shared.ofWorld,
    searchTitles: shared.searchTitles,
  };
};

export type MapQueries = ReturnType<typeof createMapQueries>;
