import type { MediaFolder } from '@lorewright/domain/media/media.events';
import type { CommandContext } from '../pipeline/commandContext';
import type { MediaCommands, UploadedMedia } from './mediaCommands';

type SlotRestore = Pick<MediaCommands, 'fillSlot' | 'clearSlot'>;

// The slot given back what it held before (null: nothing). A failed give-back must not replace
// the error that made it.
const giveBack = (media: SlotRestore, actorId: string, slot: string, previous: string | null, context: CommandContext) =>
  (previous ? media.fillSlot(actorId, slot, previous, context) : media.clearSlot(actorId, slot, context)).catch(() => undefined);

// Fills `slot`, runs `change`, and gives the slot back what it held when the change fails: a
// slot is filled before an element shows its image and put back when the element refuses the
// change, so a shown image is never deletable and a refused one is not held.
export const slotHolding =
  (media: Pick<MediaCommands, 'slotHolder'> & SlotRestore) =>
  async <T>(actorId: string, slot: string, mediaId: string, context: CommandContext, change: () => Promise<T>) => {
    const previous = await media.slotHolder(actorId, slot);
    const filled = await media.fillSlot(actorId, slot, mediaId, context);
    try {
      return { filled: filled.position, result: await change() };
    } catch (error) {
      await giveBack(media, actorId, slot, previous, context);
      throw error;
    }
  };

// The same for a new picture: uploaded straight into `slot` (the upload and the slot filled are
// one append, one sync of the log where there were two), then `change`; the slot is given back
// what it held when the change fails.
export interface UploadInto {
  // The library the picture goes to (the world owner's, for a world's elements).
  owner: string;
  folder: MediaFolder;
  bytes: Uint8Array;
  slot: string;
}

export const uploadHolding =
  (media: Pick<MediaCommands, 'upload'> & SlotRestore) =>
  async <T>({ owner, folder, bytes, slot }: UploadInto, context: CommandContext, change: (uploaded: UploadedMedia) => Promise<T>) => {
    const uploaded = await media.upload(owner, folder, bytes, context, slot);
    try {
      return { uploaded, result: await change(uploaded) };
    } catch (error) {
      await giveBack(media, owner, slot, uploaded.previous, context);
      throw error;
    }
  };
