import type { MediaFolder } from './media.events';

// Commands on a user's media library `media-{userId}`. The handler has already read the file's
// bytes and stored it; the library decides whether it may count against the quota.
export type MediaLibraryCommand =
  // With `slot`, the new item fills it in the same decision (one append where two were).
  | { type: 'Upload'; userId: string; mediaId: string; folder: MediaFolder; name: string; mediaType: string; size: number; uploadedOn: string; slot?: string }
  // Puts the item in the slot, releasing whatever held it before.
  | { type: 'FillSlot'; slot: string; mediaId: string }
  | { type: 'ClearSlot'; slot: string }
  // Several slots in one decision (a key map's runes): each filled with its item, or cleared
  // (null). Refused whole when one item is missing; a slot named twice ends as last named.
  | { type: 'SetSlots'; slots: readonly SlotSetting[] }
  // Releases every slot whose name starts with scope (e.g. a deleted world's `world:{id}:`).
  | { type: 'ClearScope'; scope: string }
  | { type: 'Delete'; mediaId: string }
  // Decides nothing: the library as it stands, from the command pipeline's folded state (only
  // the events after it are read), where a reader would fold the whole stream again.
  | { type: 'ReadLibrary' };

export interface SlotSetting {
  slot: string;
  mediaId: string | null;
}
