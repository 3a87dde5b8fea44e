import { streamName, type EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';

// Names as they were when an event happened, folded from the event log itself: a read model
// may lag behind the reactor, and a replay writes the same words as the first delivery did.
export const createNamesAt = (eventStore: EventStore, registry: EventRegistry) => {
  const historyUntil = async <E extends DomainEvent>(stream: string, position: number) =>
    (await eventStore.readStream(stream))
      .filter((event) => event.position <= position)
      .map((event) => registry.read(event.type, event.metadata.schemaVersion, event.data) as E);

  return {
    world: async (worldId: string, position: number) => {
      let world: { name: string; authorId: string } | null = null;
      for (const event of await historyUntil<WorldEvent>(streamName('world', worldId), position)) {
        if (event.type === 'WorldCreated') world = { name: event.data.name, authorId: event.data.authorId };
        if (event.type === 'WorldRenamed' && world) world = { ...world, name: event.data.name };
      }
      return world;
    },

    userName: async (userId: string, position: number) => {
      let name: string | null = null;
      for (const event of await historyUntil<AccountEvent>(streamName('user', userId), position)) {
        if (event.type === 'UserRegistered') name = event.data.name;
        if (event.type === 'ProfileUpdated' && event.data.name !== undefined) name = event.data.name;
      }
      return name;
    },
  };
};
