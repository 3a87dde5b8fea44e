import { imageUrl } from '@lorewright/domain/media/imageUrl';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';

/** Where a library item is served from (the media host by folder, owner and file name). */
export const mediaItemUrl = (item: MediaItemView) => imageUrl(item.folder, item.ownerID, item.name) ?? '';

/** A short accessible name: what the image is for and its size. */
export const mediaItemLabel = (item: MediaItemView) => {
  const kind = item.folder === 'avatars' ? 'Avatar' : item.folder === 'headers' ? 'World header' : 'Image';
  return `${kind} image, ${(item.metadataAfter.size / 1024).toFixed(1)} KB`;
};
