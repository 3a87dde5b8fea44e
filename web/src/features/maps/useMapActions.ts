import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import { useElementMenuActions } from '../../lib/useElementMenuActions';
import { useDeleteMap, useMapVisibility, useRenameMap } from './api';

/** The maps menu's changes with their messages (product.md §8). */
export function useMapActions(worldID: string) {
  const rename = useRenameMap();
  const visibility = useMapVisibility();
  const remove = useDeleteMap();
  return useElementMenuActions<MapListItem>({
    titleMax: MAP_TITLE_MAX,
    texts: m,
    renameBusy: rename.isPending,
    rename: (map, title, callbacks) => rename.mutate({ mapID: map._id, worldID, title }, callbacks),
    setVisibility: (map, wanted, callbacks) => visibility.mutate({ mapID: map._id, worldID, visibility: wanted }, callbacks),
    remove: (map, callbacks) => remove.mutate({ mapID: map._id, worldID }, callbacks),
  });
}
