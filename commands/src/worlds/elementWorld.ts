import { notFound } from '@lorewright/domain/shared/errors';
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
