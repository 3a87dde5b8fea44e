import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import { streamName, type EventStore } from '../eventStore/eventStore';
import { createStateReader } from '../eventStore/streamReader';

export const worldStream = (worldId: string) => streamName('world', worldId);

// A world's current state from the write side, for the checks a handler makes before a command
// on another stream (selecting or following a world is decided on the user's stream).
export const createWorldReader = (eventStore: EventStore, registry: EventRegistry) => createStateReader({ eventStore, registry }, worldDecider, worldStream);

export type WorldReader = ReturnType<typeof createWorldReader>;
