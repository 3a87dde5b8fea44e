import { DEMO_MAP, DEMO_MAP_ID, DEMO_MAP_LIST } from '@lorewright/domain/maps/demoMap';
import type { SentMapPoint } from '@lorewright/domain/maps/map.commands';
import type { MapLink, MapListItem, MapView } from '@lorewright/domain/maps/mapView';
import type { MapChanges } from '@lorewright/domain/maps/mapChanges';
import { apiRequest, apiUpload, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementApi, paidElementReads } from '../elements/api';

// Maps are server state (product.md §7). The maps menu reads a world's list, the map page
// one map; the demo map is bundled and never fetched (product.md §2).

export const mapApi = elementApi('map', 'mapID', 'maps');
export const mapKeys = mapApi.keys;

// GET map/maps?worldID=: the world's maps without their points, oldest first.
// GET map/{id}: the map itself (points keyed by id, image, authorID); the demo map without a fetch.
export const {
  useList: useMaps,
  fetchOne: fetchMap,
  useOne: useMap,
} = paidElementReads<MapListItem, MapView>(
  mapApi,
  { id: DEMO_MAP_ID, view: DEMO_MAP, list: DEMO_MAP_LIST },
  async (worldID) => unwrap(await apiRequest<{ maps: MapListItem[] }>('GET', `map/maps?worldID=${encodeURIComponent(worldID)}`)).maps,
);

/** Re-reads one map into the cache (after an image or link change, product.md §5). */
export const refetchMap = mapApi.refetch;

export interface NewMapInput {
  title: string;
  worldID: string;
  // Sent only when not blank (product.md §5).
  description?: string;
  file: Blob;
}

/** POST map/newMap (multipart title, worldID, description?, file `map`): 201 with the id. */
export const useCreateMap = () =>
  mapApi.useCreate(({ title, worldID, description, file }: NewMapInput) => {
    const form = new FormData();
    form.append('title', title);
    form.append('worldID', worldID);
    if (description?.trim()) form.append('description', description);
    form.append('map', file, file instanceof File ? file.name : 'map.png');
    return apiUpload<{ id: string; message: string }>('map/newMap', form);
  });

/** A point as PUT map/updatePoints takes it; `revision` is the one the client last saw. */
export type SentPoint = SentMapPoint;

// The whole map, or with `since` only what changed after that revision.
export type UpdatePointsAnswer = { message: string; map: MapView; changes?: undefined } | { message: string; changes: MapChanges; map?: undefined };

/**
 * PUT map/updatePoints/{id}: the points keyed by id (the changed ones suffice) and the ids of
 * deleted ones. A point changed elsewhere since the client read it is refused with 409. `since`:
 * the revision the client's copy holds, so the answer is what changed after it, not the whole map.
 */
export const updatePoints = (
  mapID: string,
  points: Record<string, SentPoint>,
  removedPointIDs: string[] = [],
  since?: number,
): Promise<ApiResponse<UpdatePointsAnswer>> =>
  apiRequest<UpdatePointsAnswer>('PUT', `map/updatePoints/${encodeURIComponent(mapID)}${since === undefined ? '' : `?since=${since}`}`, {
    mapID,
    points,
    removedPointIDs,
  });

/** POST map/uploadPointImage (multipart mapID, pointID, file field `map_point`). */
export function uploadPointImage(mapID: string, pointID: string, file: File) {
  const form = new FormData();
  form.append('mapID', mapID);
  form.append('pointID', pointID);
  form.append('map_point', file);
  return apiUpload<{ message: string }>('map/uploadPointImage', form);
}

/** POST map/deletePointImage. */
export const deletePointImage = (mapID: string, pointID: string) => apiRequest<{ message: string }>('POST', 'map/deletePointImage', { mapID, pointID });

/** POST map/addLink: the link gets its id on the server. */
export const addPointLink = (mapID: string, pointID: string, link: Omit<MapLink, '_id'>) =>
  apiRequest<{ message: string; link: MapLink }>('POST', 'map/addLink', { mapID, pointID, link });

/** POST map/removeLink. */
export const removePointLink = (mapID: string, pointID: string, linkID: string) =>
  apiRequest<{ message: string }>('POST', 'map/removeLink', { mapID, pointID, linkID });
