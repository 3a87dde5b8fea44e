import type { CommandContext } from '../pipeline/commandContext';
import type { MediaCommands } from './mediaCommands';

// Fills `slot`, runs `change`, and gives the slot back what it held when the change fails: a
// slot is filled before an element shows its image and put back when the element refuses the
// change, so a shown image is never deletable and a refused one is not held.
export const slotHolding =
  (media: Pick<MediaCommands, 'slotHolder' | 'fillSlot' | 'clearSlot'>) =>
  async <T>(actorId: string, slot: string, mediaId: string, context: CommandContext, change: () => Promise<T>) => {
    const previous = await media.slotHolder(actorId, slot);
    const filled = await media.fillSlot(actorId, slot, mediaId, context);
    try {
      return { filled: filled.position, result: await change() };
    } catch (error) {
      await (previous ? media.fillSlot(actorId, slot, previous, context) : media.clearSlot(actorId, slot, context)).catch(() => undefined);
      throw error;
    }
  };
