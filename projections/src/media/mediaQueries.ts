import type { MediaItemView, MediaList } from '@lorewright/domain/media/mediaView';
import type { ProjectionViews } from '../runner/projectionViews';

const sizeOf = (items: MediaItemView[]) => items.reduce((sum, item) => sum + item.metadataAfter.size, 0);

// Reads of the media projection: one owner's library, newest first, and what it adds up to.
export const createMediaQueries = (views: ProjectionViews) => {
  const media = views.collection('media', 'media');

  const listOf = async (ownerId: string) => (await media.find({ ownerID: ownerId }, { sort: { uploadedOn: -1, _id: 1 } })) as unknown as MediaItemView[];

  return {
    listOf,
    byId: async (mediaId: string) => (await media.get(mediaId)) as unknown as MediaItemView | null,
    totalSize: async (ownerId: string) => sizeOf(await listOf(ownerId)),
    // POST user/media: the list and its total from one read.
    libraryOf: async (ownerId: string): Promise<MediaList> => {
      const items = await listOf(ownerId);
      return { media: items, totalSize: sizeOf(items) };
    },
  };
};

export type MediaQueries = ReturnType<typeof createMediaQueries>;
