import { canManageMembers } from '@lorewright/domain/worlds/worldAccess';
import { useCurrentUser } from '../../lib/session/api';
import { useWorld } from '../worlds/api';

/**
 * Who the signed-in user is, and whether they may delete anyone's comment (the world's owner and
 * its co-owners may, by the server's rule). The owner is known from the element; anyone else's
 * role from the world as they see it.
 */
export function useCommentPowers(element: { worldID: string; authorID: string }) {
  const user = useCurrentUser();
  const isOwner = !!user && user._id === element.authorID;
  const world = useWorld(element.worldID, { enabled: !!user && !isOwner });
  return { userID: user?._id, mayDeleteAny: isOwner || (!!user && !!world.data && canManageMembers(world.data, user._id)) };
}
