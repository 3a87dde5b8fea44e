import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import { streamName, type EventStore } from '../eventStore/eventStore';
import { createCachedStateReader } from '../eventStore/cachedStateReader';

export const worldStream = (worldId: string) => streamName('world', worldId);

// A world's current state from the write side, for the checks a handler makes before a command
// on another stream (selecting or following a world is decided on the user's stream, every
// element's command on the element's). Read before each of them, and a world's stream grows with
// its members' roles and access: the folded state is kept and built on.
export const createWorldReader = (eventStore: EventStore, registry: EventRegistry) =>
  createCachedStateReader({ eventStore, registry }, worldDecider, worldStream, { keep: 1000, maxAgeMs: 60_000 });

export type WorldReader = ReturnType<typeof createWorldReader>;
