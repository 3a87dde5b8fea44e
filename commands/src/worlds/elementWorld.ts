import { notFound } from '@lorewright/domain/shared/errors';
import type { ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages } from '@lorewright/domain/worlds/worldMessages';
import type { WorldReader } from './worldReader';

// Who may change a world's elements (every kind's), from the world's own stream (the write side's
// truth). A world changed in between can only make the facts stale for one command; access is
// decided by the world's author, which never changes.
export const worldFactsOf = async (readWorld: WorldReader, worldId: string): Promise<ElementWorldFacts> => {
  const world = await readWorld(worldId);
  if (world.status !== 'active') throw notFound(worldMessages.notFound);
  return { worldId, authorID: world.authorID, visibility: world.visibility, members: world.members };
};
