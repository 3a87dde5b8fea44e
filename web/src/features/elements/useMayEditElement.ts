import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import { canEditElement } from '@lorewright/domain/worlds/worldAccess';
import { useCurrentUser } from '../../lib/session/api';
import { useWorld } from '../worlds/api';

/**
 * Whether the signed-in user may edit one element, by the server's rule (worldAccess.ts): the
 * world's owner always (an element carries its world owner as `authorID`, so no world is read);
 * anyone else by their role and their own overrides, read from the world as they see it. Until
 * that world has loaded, nobody but the owner is offered edits.
 */
export function useMayEditElement(kind: ElementName, element: { _id: string; worldID: string; authorID: string }, { enabled = true } = {}): boolean {
  const user = useCurrentUser();
  const isOwner = !!user && user._id === element.authorID;
  const world = useWorld(element.worldID, { enabled: enabled && !!user && !isOwner });
  if (!enabled || !user) return false;
  if (isOwner) return true;
  return !!world.data && canEditElement(world.data, kind, element._id, user._id);
}
