import { usePointMedia as usePointMediaOf } from '../../lib/usePointMedia';
import { addPointLink, deletePointImage, removePointLink, uploadPointImage } from './api';
import type { MapPoints } from './useMapPoints';

/** A map point's picture and links (product.md §4), through the shared point media hook. */
export function usePointMedia(editor: Pick<MapPoints, 'map' | 'save' | 'refresh'>, pointID: string) {
  const mapID = editor.map._id;
  return usePointMediaOf(
    { isSaved: () => Boolean(editor.map.points[pointID]), save: editor.save, refresh: editor.refresh },
    {
      uploadImage: (file) => uploadPointImage(mapID, pointID, file),
      deleteImage: () => deletePointImage(mapID, pointID),
      addLink: (link) => addPointLink(mapID, pointID, link),
      removeLink: (linkID) => removePointLink(mapID, pointID, linkID),
    },
  );
}
