import { ownRecordOf, writableOwnRecord } from '../shared/ownRecord';
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

// A library being evolved: records it may change in place (own copies, or the handler's own).
type Draft = { userId: string | null; items: Record<string, MediaItemState>; slots: Record<string, string> };

const apply = (draft: Draft, event: MediaEvent): void => {
  switch (event.type) {
    case 'MediaUploaded': {
      const { userId, mediaId, folder, name, type, size } = event.data;
      draft.userId = userId;
      draft.items[mediaId] = { mediaId, folder, name, type, size };
      return;
    }
    case 'MediaSlotFilled':
      draft.slots[event.data.slot] = event.data.mediaId;
      return;
    case 'MediaSlotCleared':
      if (Object.hasOwn(draft.slots, event.data.slot)) delete draft.slots[event.data.slot];
      return;
    case 'MediaScopeCleared':
      for (const slot of Object.keys(draft.slots)) if (slot.startsWith(event.data.scope)) delete draft.slots[slot];
      return;
    case 'MediaDeleted':
      if (Object.hasOwn(draft.items, event.data.mediaId)) delete draft.items[event.data.mediaId];
      return;
  }
};

const evolveDraft = (draft: Draft, events: readonly MediaEvent[]): MediaLibraryState => {
  for (const event of events) apply(draft, event);
  return draft;
};

// The library after `events`, in order, its records copied once for the batch; the state given
// is left as it was.
export const evolveMediaLibraryAll = (state: MediaLibraryState, events: readonly MediaEvent[]): MediaLibraryState =>
  events.length === 0 ? state : evolveDraft({ ...state, items: ownRecordOf(state.items), slots: ownRecordOf(state.slots) }, events);

export const evolveMediaLibrary = (state: MediaLibraryState, event: MediaEvent): MediaLibraryState => evolveMediaLibraryAll(state, [event]);

// The same, changing `state` in place (Decider.evolveOwned): a library of hundreds of slots (a
// language's keys hold one each) is not copied for every rune changed.
export const evolveMediaLibraryOwned = (state: MediaLibraryState, events: readonly MediaEvent[]): MediaLibraryState => {
  const draft = state;
  draft.items = writableOwnRecord(draft.items);
  draft.slots = writableOwnRecord(draft.slots);
  return evolveDraft(draft, events);
};
