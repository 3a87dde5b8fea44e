import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { forbidden, invalid, notFound } from '@lorewright/domain/shared/errors';
import type { WorldState } from '@lorewright/domain/worlds/world.state';
import { canViewWorld, isWorldAuthor, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { userStream } from '../accounts/streams';
import type { CommandContext } from '../pipeline/commandContext';
import type { WorldDeps } from './worldDeps';

// A user's choices about worlds, decided on the user's own stream: the current world and the
// worlds followed. The world is checked first from its own stream; a change to the world in
// between can only make the choice stale, never give access (every read checks again).
export const createWorldChoiceCommands = (deps: WorldDeps) => {
  const existingWorld = async (worldId: string): Promise<WorldState> => {
    const world = await deps.readWorld(worldId);
    if (world.status !== 'active') throw notFound(m.notFound);
    return world;
  };

  return {
    // Only a world the user works in: their own or one they are a member of.
    selectWorld: async (userId: string, worldId: string, context: CommandContext) => {
      const world = await existingWorld(worldId);
      if (!canViewWorld(world, userId)) throw forbidden(m.isPrivate);
      if (!isWorldMember(world, userId)) throw forbidden(m.notYourWorld);
      const { position } = await deps.handle(userStream(userId), userDecider, { type: 'SelectWorld', worldId }, context);
      return { position };
    },

    // Following needs a world the user can see and did not write; unfollowing is always
    // allowed, so a world that turned private can still be let go.
    toggleFollowWorld: async (userId: string, worldId: string, context: CommandContext) => {
      const [world, user] = await Promise.all([existingWorld(worldId), deps.readUser(userId)]);
      if (!user.followedWorlds.includes(worldId)) {
        if (!canViewWorld(world, userId)) throw forbidden(m.isPrivate);
        if (isWorldAuthor(world, userId)) throw invalid(m.authorCannotFollow);
      }
      const { events, position } = await deps.handle(userStream(userId), userDecider, { type: 'ToggleFollowWorld', worldId }, context);
      return { followed: events.some((event) => event.type === 'WorldFollowed'), position };
    },
  };
};
