import type { MediaEvent, MediaFolder } from './media.events';

// What the write side knows about one user's media library, folded from `media-{userId}`:
// the items with their sizes (for the quota) and which item fills each slot (for "in use").
export interface MediaItemState {
  mediaId: string;
  folder: MediaFolder;
  name: string;
  type: string;
  size: number;
}

export interface MediaLibraryState {
  userId: string | null;
  items: Readonly<Record<string, MediaItemState>>;
  // slot → mediaId
  slots: Readonly<Record<string, string>>;
}

export const initialMediaLibraryState = (): MediaLibraryState => ({ userId: null, items: {}, slots: {} });

// Lookups by a media id or slot name from a request: own entries only, so `constructor` or
// `__proto__` is not an item (a plain object would answer with what it inherits).
export const itemOf = (state: MediaLibraryState, mediaId: string): MediaItemState | undefined =>
  Object.hasOwn(state.items, mediaId) ? state.items[mediaId] : undefined;
export const slotHolder = (state: MediaLibraryState, slot: string): string | undefined => (Object.hasOwn(state.slots, slot) ? state.slots[slot] : undefined);

export const totalSize = (state: MediaLibraryState) => Object.values(state.items).reduce((sum, item) => sum + item.size, 0);

export const slotsHolding = (state: MediaLibraryState, mediaId: string) =>
  Object.entries(state.slots)
    .filter(([, held]) => held === mediaId)
    .map(([slot]) => slot);

const withoutKeys = <V>(record: Readonly<Record<string, V>>, drop: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !drop(key)));

export const evolveMediaLibrary = (state: MediaLibraryState, event: MediaEvent): MediaLibraryState => {
  switch (event.type) {
    case 'MediaUploaded': {
      const { userId, mediaId, folder, name, type, size } = event.data;
      return { ...state, userId, items: { ...state.items, [mediaId]: { mediaId, folder, name, type, size } } };
    }
    case 'MediaSlotFilled':
      return { ...state, slots: { ...state.slots, [event.data.slot]: event.data.mediaId } };
    case 'MediaSlotCleared':
      return { ...state, slots: withoutKeys(state.slots, (slot) => slot === event.data.slot) };
    case 'MediaScopeCleared':
      return { ...state, slots: withoutKeys(state.slots, (slot) => slot.startsWith(event.data.scope)) };
    case 'MediaDeleted':
      return { ...state, items: withoutKeys(state.items, (mediaId) => mediaId === event.data.mediaId) };
  }
};
