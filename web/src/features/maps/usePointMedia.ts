import { LINKABLE_ELEMENTS, type MapLink } from '@lorewright/domain/maps/mapView';
import { useState } from 'react';
import type { ApiResponse } from '../../lib/apiClient';
import type { ElementSearchResult } from '../../lib/elementLinks';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { addPointLink, deletePointImage, removePointLink, uploadPointImage } from './api';
import type { MapPoints } from './useMapPoints';

const isLinkable = (type: string): type is MapLink['type'] => (LINKABLE_ELEMENTS as readonly string[]).includes(type);

/**
 * A point's picture and links, each its own call. A point not yet on the server is saved
 * first; after each change the map is read again (spec §4), keeping the unsaved edits.
 */
export function usePointMedia(editor: Pick<MapPoints, 'map' | 'save' | 'refresh'>, pointID: string) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const mapID = editor.map._id;

  const send = async (call: () => Promise<ApiResponse<unknown>>) => {
    setBusy(true);
    try {
      if (!editor.map.points[pointID] && !(await editor.save())) return;
      const answer = await call();
      if (!answer.ok) return void dispatch(alertShown({ kind: 'error', text: answer.data.error }));
      await editor.refresh();
    } finally {
      setBusy(false);
    }
  };
  const run = (call: () => Promise<ApiResponse<unknown>>) => void send(call);

  return {
    busy,
    uploadImage: (file: File) => run(() => uploadPointImage(mapID, pointID, file)),
    deleteImage: () => run(() => deletePointImage(mapID, pointID)),
    addLink: ({ type, category, _id }: ElementSearchResult) =>
      isLinkable(type) && run(() => addPointLink(mapID, pointID, { type, id: _id, ...(category ? { category } : {}) })),
    removeLink: (linkID: string) => run(() => removePointLink(mapID, pointID, linkID)),
  };
}
