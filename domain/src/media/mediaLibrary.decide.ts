import type { Decider } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { MediaEvent } from './media.events';
import type { MediaLibraryCommand, SlotSetting } from './mediaLibrary.commands';
import {
  evolveMediaLibrary,
  evolveMediaLibraryAll,
  evolveMediaLibraryOwned,
  initialMediaLibraryState,
  itemOf,
  slotHolder,
  slotsHolding,
  totalSize,
  type MediaLibraryState,
} from './mediaLibrary.state';
import { MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES, mediaMessages as m } from './mediaView';

const requireItem = (state: MediaLibraryState, mediaId: string) => {
  const item = itemOf(state, mediaId);
  if (!item) throw notFound(m.notFound);
  return item;
};

// A slot set to hold an item (null: nothing), naming the item it held before.
const setSlot = (state: MediaLibraryState, slot: string, mediaId: string | null): MediaEvent[] => {
  const held = slotHolder(state, slot);
  if (mediaId === null) return held === undefined ? [] : [{ type: 'MediaSlotCleared', data: { userId: state.userId!, slot, previous: held } }];
  requireItem(state, mediaId);
  return held === mediaId ? [] : [{ type: 'MediaSlotFilled', data: { userId: state.userId!, slot, mediaId, previous: held ?? null } }];
};

// The last setting of each slot named, in the order slots were first named.
const slotSettings = (settings: readonly SlotSetting[]): SlotSetting[] => [...new Map(settings.map((setting) => [setting.slot, setting])).values()];

const decideMediaLibrary = (command: MediaLibraryCommand, state: MediaLibraryState): MediaEvent[] => {
  switch (command.type) {
    case 'Upload': {
      const { userId, mediaId, folder, name, mediaType, size, uploadedOn } = command;
      if (itemOf(state, mediaId)) throw conflict(m.alreadyUploaded);
      if (size > MEDIA_FILE_LIMIT_BYTES) throw invalid(m.tooLarge);
      // Decided on the folded stream and appended at its revision: two uploads racing each
      // other are decided one after the other, so together they cannot pass the quota.
      if (totalSize(state) + size > MEDIA_QUOTA_BYTES) throw invalid(m.quotaExceeded);
      const uploaded: MediaEvent = { type: 'MediaUploaded', data: { userId, mediaId, folder, name, type: mediaType, size, uploadedOn } };
      if (command.slot === undefined) return [uploaded];
      const previous = slotHolder(state, command.slot) ?? null;
      return [uploaded, { type: 'MediaSlotFilled', data: { userId, slot: command.slot, mediaId, previous } }];
    }
    case 'ReadLibrary':
      return [];
    case 'FillSlot':
      return setSlot(state, command.slot, command.mediaId);
    case 'ClearSlot':
      return setSlot(state, command.slot, null);
    case 'SetSlots':
      return slotSettings(command.slots).flatMap(({ slot, mediaId }) => setSlot(state, slot, mediaId));
    case 'ClearScope': {
      if (!command.scope.endsWith(':')) throw invalid(m.badScope);
      if (!Object.keys(state.slots).some((slot) => slot.startsWith(command.scope))) return [];
      return [{ type: 'MediaScopeCleared', data: { userId: state.userId!, scope: command.scope } }];
    }
    case 'Delete': {
      requireItem(state, command.mediaId);
      if (slotsHolding(state, command.mediaId).length > 0) throw conflict(m.inUse);
      return [{ type: 'MediaDeleted', data: { userId: state.userId!, mediaId: command.mediaId } }];
    }
  }
};

// One user's media library over `media-{userId}`: the quota and "in use" are decided here.
export const mediaLibraryDecider: Decider<MediaLibraryCommand, MediaEvent, MediaLibraryState> = {
  initialState: initialMediaLibraryState,
  evolve: evolveMediaLibrary,
  evolveAll: evolveMediaLibraryAll,
  evolveOwned: evolveMediaLibraryOwned,
  decide: decideMediaLibrary,
};
