import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { worldScope } from '@lorewright/domain/media/mediaSlots';
import type { CreateWorldBody, WorldCommand } from '@lorewright/domain/worlds/world.commands';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { userStream } from '../accounts/streams';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import type { WorldDeps } from './worldDeps';
import { worldStream } from './worldReader';

// Creating, editing and deleting a world: the author's commands on `world-{worldId}`.
export const createWorldEditCommands = (deps: WorldDeps) => {
  const onWorld = async (worldId: string, command: WorldCommand, context: CommandContext) => {
    const { position } = await deps.handle(worldStream(worldId), worldDecider, command, context);
    return { position };
  };

  return {
    // A new world becomes the author's current one, so the creation hub opens on it.
    createWorld: async (authorId: string, body: CreateWorldBody, context: CommandContext) => {
      const worldId = deps.ids.newId();
      const createdOn = deps.clock.now().toISOString();
      const created = await onWorld(
        worldId,
        { type: 'CreateWorld', worldId, authorId, name: body.name, description: body.description ?? '', createdOn },
        context,
      );
      const selected = await deps.handle(userStream(authorId), userDecider, { type: 'SelectWorld', worldId }, context);
      return { worldId, position: lastPosition(created.position, selected.position) };
    },

    rename: (actorId: string, worldId: string, name: string, context: CommandContext) => onWorld(worldId, { type: 'RenameWorld', actorId, name }, context),

    describe: (actorId: string, worldId: string, description: string, context: CommandContext) =>
      onWorld(worldId, { type: 'ChangeWorldDescription', actorId, description }, context),

    changeVisibility: (actorId: string, worldId: string, visibility: Visibility, context: CommandContext) =>
      onWorld(worldId, { type: 'ChangeWorldVisibility', actorId, visibility }, context),

    chooseCalendar: (actorId: string, worldId: string, timeline: { timelineId: string; worldId: string } | null, context: CommandContext) =>
      onWorld(worldId, { type: 'ChooseWorldCalendar', actorId, timeline }, context),

    // For the header upload route: the media slot is filled first, then the world shows it.
    changeHeaderImage: (actorId: string, worldId: string, image: { headerImage: string | null; mediaId: string | null }, context: CommandContext) =>
      onWorld(worldId, { type: 'ChangeWorldHeaderImage', actorId, ...image }, context),

    // The world goes first, then its media slots in the author's library. Clearing first would
    // risk a live world whose header image is deletable. A crash between the two appends is
    // repaired by the worldMediaRelease reactor, which clears the scope again from WorldDeleted.
    deleteWorld: async (actorId: string, worldId: string, context: CommandContext) => {
      const deleted = await onWorld(worldId, { type: 'DeleteWorld', actorId }, context);
      const cleared = await deps.clearMediaScope(actorId, worldScope(worldId), context);
      return { position: lastPosition(deleted.position, cleared.position) };
    },
  };
};
