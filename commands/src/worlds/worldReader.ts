import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { foldEvents } from '@lorewright/domain/shared/decider';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WorldState } from '@lorewright/domain/worlds/world.state';
import { streamName, type EventStore } from '../eventStore/eventStore';

export const worldStream = (worldId: string) => streamName('world', worldId);

// A world's current state from the write side, for the checks a handler makes before a command
// on another stream (selecting or following a world is decided on the user's stream).
export const createWorldReader =
  (eventStore: EventStore, registry: EventRegistry) =>
  async (worldId: string): Promise<WorldState> => {
    const recorded = await eventStore.readStream(worldStream(worldId));
    return foldEvents(
      worldDecider,
      recorded.map((e) => registry.read(e.type, e.metadata.schemaVersion, e.data) as WorldEvent),
    );
  };

export type WorldReader = ReturnType<typeof createWorldReader>;
