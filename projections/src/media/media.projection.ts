import type { MediaEvent } from '@lorewright/domain/media/media.events';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import type { CollectionWriter } from '../readStore/readStore';
import { defineProjection } from '../runner/projection';

// One MediaItemView per uploaded item (domain/src/media/mediaView.ts). usedBy mirrors the
// library's slots; status is derived from it so the list never disagrees with the delete rule.
const withUsers = (usedBy: string[]): Pick<MediaItemView, 'usedBy' | 'status'> => ({ usedBy, status: usedBy.length > 0 ? 'active' : 'inactive' });

// Rewrites usedBy of every item of the owner that holds one of the slots `release` picks.
const releaseSlots = async (media: CollectionWriter, ownerId: string, release: (slot: string) => boolean) => {
  const holders = (await media.find({ ownerID: ownerId, status: 'active' })) as unknown as MediaItemView[];
  for (const item of holders) {
    const kept = item.usedBy.filter((slot) => !release(slot));
    if (kept.length !== item.usedBy.length) await media.update(item._id, { $set: withUsers(kept) });
  }
};

// Takes the slot from the item the event names as its holder; events recorded before they named
// it look through the owner's items.
const releaseSlot = async (media: CollectionWriter, ownerId: string, slot: string, previous: string | null | undefined) => {
  if (previous === undefined) return releaseSlots(media, ownerId, (held) => held === slot);
  const item = previous === null ? null : ((await media.get(previous)) as unknown as MediaItemView | null);
  const kept = item?.usedBy.filter((held) => held !== slot);
  if (item && kept && kept.length !== item.usedBy.length) await media.update(item._id, { $set: withUsers(kept) });
};

export const mediaProjection = defineProjection<MediaEvent>()({
  name: 'media',
  version: 1,
  collections: { media: [{ fields: ['ownerID', '-uploadedOn', '_id'] }] },
  on: {
    MediaUploaded: (event, db) => {
      const { userId, mediaId, folder, name, type, size, uploadedOn } = event.data;
      const item: MediaItemView = { _id: mediaId, ownerID: userId, folder, type, name, ...withUsers([]), uploadedOn, metadataAfter: { size } };
      return db.collection('media').put({ ...item });
    },
    MediaSlotFilled: async (event, db) => {
      const media = db.collection('media');
      const { userId, slot, mediaId, previous } = event.data;
      await releaseSlot(media, userId, slot, previous);
      const item = (await media.get(mediaId)) as unknown as MediaItemView | null;
      if (item) await media.update(mediaId, { $set: withUsers([...item.usedBy, slot]) });
    },
    MediaSlotCleared: (event, db) => releaseSlot(db.collection('media'), event.data.userId, event.data.slot, event.data.previous),
    MediaScopeCleared: (event, db) => releaseSlots(db.collection('media'), event.data.userId, (held) => held.startsWith(event.data.scope)),
    MediaDeleted: (event, db) => db.collection('media').delete(event.data.mediaId),
  },
});
