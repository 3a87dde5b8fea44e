import { isDomainError, notFound } from '@lorewright/domain/shared/errors';
import { writingDecider } from '@lorewright/domain/writings/writing.decide';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { descendantsDeepestFirst } from '@lorewright/domain/writings/writingTree';
import { requireElementEditor } from '../elements/elementEditor';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import type { WritingDeps } from './writingDeps';
import { worldFactsOf } from '../worlds/elementWorld';
import { writingStream } from './writingStream';

// Deleting a writing; a folder takes everything under it along (product.md §4). Each writing is its
// own stream, so a folder's delete is several appends: the descendants go first, deepest first,
// and the folder last. A crash half-way leaves a smaller folder that a second delete finishes,
// never children whose folder is gone. The descendants come from the read side (the client's
// childrenIDs are only a hint); a writing created in the folder meanwhile is left at the top.
export const createWritingDeletion = (deps: WritingDeps) => {
  const deleteOne = (actorId: string, writingId: string, world: Awaited<ReturnType<typeof worldFactsOf>>, context: CommandContext) =>
    deps.handle(writingStream(writingId), writingDecider, { type: 'DeleteWriting', actorId, world }, context);

  return {
    deleteWriting: async (actorId: string, writingId: string, worldId: string, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      const place = await deps.lookups.writingPlace(writingId);
      // Checked before anything under a folder is touched; the folder's own delete checks again.
      if (!place || place.worldID !== worldId) throw notFound(m.notFound);
      requireElementEditor(world, 'writing', writingId, actorId, m.onlyAuthor);
      const descendants = place.isFolder ? descendantsDeepestFirst(await deps.lookups.writingPlacesOfWorld(worldId), writingId) : [];
      const positions: (number | null)[] = [];
      for (const id of descendants) {
        try {
          positions.push((await deleteOne(actorId, id, world, context)).position);
        } catch (error) {
          // Deleted meanwhile (another tab): nothing left to do for that one.
          if (!(isDomainError(error) && error.kind === 'notFound')) throw error;
        }
      }
      const own = await deleteOne(actorId, writingId, world, context);
      return { deleted: [...descendants, writingId], position: lastPosition(...positions, own.position) };
    },
  };
};
