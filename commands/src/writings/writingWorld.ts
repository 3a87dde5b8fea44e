import { notFound } from '@lorewright/domain/shared/errors';
import type { WritingWorldFacts } from '@lorewright/domain/writings/writing.commands';
import { worldMessages } from '@lorewright/domain/worlds/worldMessages';
import { streamName } from '../eventStore/eventStore';
import type { WorldReader } from '../worlds/worldReader';

export const writingStream = (writingId: string) => streamName('writing', writingId);

// Who may change a world's writings, from the world's own stream (the write side's truth). A
// world changed in between can only make the facts stale for one command; access is decided
// by the world's author, which never changes.
export const worldFactsOf = async (readWorld: WorldReader, worldId: string): Promise<WritingWorldFacts> => {
  const world = await readWorld(worldId);
  if (world.status !== 'active') throw notFound(worldMessages.notFound);
  return { worldId, authorID: world.authorID, visibility: world.visibility, members: world.members };
};
