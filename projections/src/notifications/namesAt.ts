import { userStream } from '@lorewright/commands/accounts/streams';
import { readEvents, type EventSource } from '@lorewright/commands/eventStore/streamReader';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';

// Names as they were when an event happened, folded from the event log itself: a read model
// may lag behind the reactor, and a replay writes the same words as the first delivery did.
export const createNamesAt = (source: EventSource) => {
  const historyUntil = async <E extends DomainEvent>(stream: string, position: number) =>
    (await readEvents<E>(source, stream)).filter((event) => event.position <= position);

  return {
    world: async (worldId: string, position: number) => {
      let world: { name: string; authorId: string } | null = null;
      for (const event of await historyUntil<WorldEvent>(worldStream(worldId), position)) {
        if (event.type === 'WorldCreated') world = { name: event.data.name, authorId: event.data.authorId };
        if (event.type === 'WorldRenamed' && world) world = { ...world, name: event.data.name };
      }
      return world;
    },

    userName: async (userId: string, position: number) => {
      let name: string | null = null;
      for (const event of await historyUntil<AccountEvent>(userStream(userId), position)) {
        if (event.type === 'UserRegistered') name = event.data.name;
        if (event.type === 'ProfileUpdated' && event.data.name !== undefined) name = event.data.name;
      }
      return name;
    },
  };
};
