import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { worldScope } from '@lorewright/domain/media/mediaSlots';
import { defineReactor } from '../runner/reactor';

export const WORLD_MEDIA_RELEASE_REACTOR = 'worldMediaRelease';

export type ClearMediaScope = (userId: string, scope: string, context: CommandContext) => Promise<unknown>;

// Deleting a world clears its media slots right away (commands/src/worlds); this reactor does it
// again from the event, so a crash between the world's deletion and the clearing cannot leave
// the world's images active for ever. Clearing an empty scope appends nothing.
export const createWorldMediaReleaseReactor = (clearScope: ClearMediaScope) =>
  defineReactor<WorldEvent>({
    name: WORLD_MEDIA_RELEASE_REACTOR,
    on: {
      WorldDeleted: (event) =>
        clearScope(event.data.authorId, worldScope(event.data.worldId), {
          actorId: null,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
        }),
    },
  });
