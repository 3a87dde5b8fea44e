import { continuityDecider, type ContinuityCommand } from '@lorewright/domain/continuity/continuity.decide';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { streamName, type EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock } from '../shared/clock';
import { worldFactsOf } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';

// One stream per world holds its dismissed continuity warnings (continuity.events.ts says why).
export const continuityStream = (worldId: string) => streamName('continuity', worldId);

export interface ContinuityLookups {
  // Whether the world has this warning now, as the continuity projection worked it out.
  warningExists(worldId: string, warningId: string): Promise<boolean>;
}

// Dismissing and restoring a world's continuity warnings: the world's facts come from its
// stream, whether the warning exists from the read side, and the decider applies the rule.
export const createContinuityCommands = (ports: {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  lookups: ContinuityLookups;
}) => {
  const readWorld = createWorldReader(ports.eventStore, ports.registry);
  const run = async (command: ContinuityCommand, context: CommandContext) =>
    (await ports.handle(continuityStream(command.world.worldId), continuityDecider, command, context)).position;

  return {
    dismiss: async (actorId: string, body: { worldID: string; warningID: string; reason: string }, context: CommandContext) => {
      const [world, warningExists] = await Promise.all([worldFactsOf(readWorld, body.worldID), ports.lookups.warningExists(body.worldID, body.warningID)]);
      const command: ContinuityCommand = {
        type: 'DismissWarning',
        actorId,
        world,
        warningId: body.warningID,
        reason: body.reason,
        warningExists,
        at: ports.clock.now().toISOString(),
      };
      return { position: await run(command, context) };
    },
    restore: async (actorId: string, body: { worldID: string; warningID: string }, context: CommandContext) => {
      const world = await worldFactsOf(readWorld, body.worldID);
      return { position: await run({ type: 'RestoreWarning', actorId, world, warningId: body.warningID }, context) };
    },
  };
};

export type ContinuityCommands = ReturnType<typeof createContinuityCommands>;
