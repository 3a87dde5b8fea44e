import { worldHeaderSlot } from '@lorewright/domain/media/mediaSlots';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import type { MediaCommands } from './mediaCommands';
import { uploadHolding } from './slotHolding';

// The world's own command (commands/src/worlds: changeHeaderImage); its decider checks that
// the actor is the author of a world that exists.
export type ChangeWorldHeaderImage = (
  actorId: string,
  worldId: string,
  image: { headerImage: string | null; mediaId: string | null },
  context: CommandContext,
) => Promise<{ position: number | null }>;

// A world's header image is media of the world owner's library (whoever of the owner and
// co-owners uploads it) in the slot `world:{worldId}:header`. The slot is filled before the world
// shows the image, so a shown image is never deletable; when the world refuses (deleted
// meanwhile, not the owner or a co-owner), the slot gets back what it held.
export const createWorldHeaderCommands = (media: MediaCommands, changeHeaderImage: ChangeWorldHeaderImage) => ({
  updateWorldHeader: async (actorId: string, worldId: string, bytes: Uint8Array, context: CommandContext, libraryOwnerId: string = actorId) => {
    const userId = libraryOwnerId;
    const slot = worldHeaderSlot(worldId);
    const { uploaded, result } = await uploadHolding(media)({ owner: userId, folder: 'headers', bytes, slot }, context, ({ name, mediaId }) =>
      changeHeaderImage(actorId, worldId, { headerImage: name, mediaId }, context),
    );
    return { position: lastPosition(uploaded.position, result.position), headerImage: uploaded.name };
  },
});
