import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDeleteMap, useMapVisibility, useRenameMap } from './api';

/**
 * The maps menu's changes with their messages (spec §8): the server's success text (or the
 * spec's), and the server's error text as an error alert.
 */
export function useMapActions(worldID: string) {
  const dispatch = useAppDispatch();
  const rename = useRenameMap();
  const visibility = useMapVisibility();
  const remove = useDeleteMap();
  const success = (text: string) => dispatch(alertShown({ kind: 'success', text }));
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  return {
    renameBusy: rename.isPending,
    rename: (map: MapListItem, title: string, onDone: () => void) => {
      const checked = checkDisplayName(title, { blank: m.nameRequired, max: MAP_TITLE_MAX, tooLong: m.titleTooLong });
      if (!checked.ok) {
        dispatch(alertShown({ kind: 'warning', text: checked.message }));
        return;
      }
      rename.mutate(
        { mapID: map._id, worldID, title: checked.text },
        {
          onSuccess: ({ message }) => {
            success(message || m.updated);
            onDone();
          },
          onError,
        },
      );
    },
    setVisibility: (map: MapListItem, wanted: Visibility) =>
      visibility.mutate(
        { mapID: map._id, worldID, visibility: wanted },
        { onSuccess: ({ message }) => success(message || wm.madeVisibility(map.title, wanted)), onError },
      ),
    // The spec's text rather than the server's: 'Map deleted successfully.' (§8).
    remove: (map: MapListItem) => remove.mutate({ mapID: map._id, worldID }, { onSuccess: () => success(m.deleted), onError }),
  };
}
