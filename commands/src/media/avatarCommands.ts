import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import { AVATAR_SLOT } from '@lorewright/domain/media/mediaSlots';
import { userStream } from '../accounts/streams';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import type { MediaCommands } from './mediaCommands';

// The avatar is a slot of the media library plus the file name on the user's account: the
// library keeps the image in use (not deletable), the account says which one to show.
export const createAvatarCommands = (handle: HandleCommand, media: MediaCommands) => {
  const changeAvatar = (userId: string, avatarImage: string, mediaId: string | null, context: CommandContext) =>
    handle(userStream(userId), userDecider, { type: 'ChangeAvatar', avatarImage, mediaId }, context);

  return {
    // The new image takes the slot (the previous one becomes inactive), then the account shows it.
    updateAvatar: async (userId: string, bytes: Uint8Array, context: CommandContext) => {
      const uploaded = await media.upload(userId, 'avatars', bytes, context, AVATAR_SLOT);
      const changed = await changeAvatar(userId, uploaded.name, uploaded.mediaId, context);
      return { position: lastPosition(uploaded.position, changed.position), avatarImage: uploaded.name };
    },

    // The default picture comes back; the image stays in the library, inactive.
    clearAvatar: async (userId: string, context: CommandContext) => {
      const changed = await changeAvatar(userId, DEFAULT_AVATAR, null, context);
      const cleared = await media.clearSlot(userId, AVATAR_SLOT, context);
      return { position: lastPosition(changed.position, cleared.position) };
    },
  };
};
