import { notFound } from '@lorewright/domain/shared/errors';
import type { Permissions } from '@lorewright/domain/accounts/permissions';
import type { ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages } from '@lorewright/domain/worlds/worldMessages';
import type { WorldReader } from './worldReader';

// Who may change a world's elements (every kind's), from the world's own stream (the write side's
// truth): its author, its members with their roles and their access per element. A world changed
// in between can only make the facts stale for the one command read with them.
export const worldFactsOf = async (readWorld: WorldReader, worldId: string): Promise<ElementWorldFacts> => {
  const world = await readWorld(worldId);
  if (world.status !== 'active') throw notFound(worldMessages.notFound);
  const { authorID, visibility, members, roles, elementAccess } = world;
  return { worldId, authorID, visibility, members, roles, elementAccess };
};

// A world of paid elements (maps, timelines, languages): its facts and the plan its elements are
// changed on, the owner's, so an editor edits them while the owner holds the feature.
export interface PaidWorldFacts extends ElementWorldFacts {
  ownerPermissions: Permissions;
}

export const paidWorldFactsOf = async (
  readWorld: WorldReader,
  permissionsOf: (userId: string) => Promise<Permissions>,
  worldId: string,
): Promise<PaidWorldFacts> => {
  const world = await worldFactsOf(readWorld, worldId);
  return { ...world, ownerPermissions: await permissionsOf(world.authorID) };
};
