import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { UserState } from '@lorewright/domain/accounts/user.state';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { foldEvents } from '@lorewright/domain/shared/decider';
import type { EventStore } from '../eventStore/eventStore';
import { userStream } from './streams';

// A user's current state from the write side, for the checks a handler makes before deciding
// (the password to verify, the address to release). The decision itself re-reads the stream.
export const createUserReader =
  (eventStore: EventStore, registry: EventRegistry) =>
  async (userId: string): Promise<UserState> => {
    const recorded = await eventStore.readStream(userStream(userId));
    return foldEvents(
      userDecider,
      recorded.map((e) => registry.read(e.type, e.metadata.schemaVersion, e.data) as AccountEvent),
    );
  };

export type UserReader = ReturnType<typeof createUserReader>;
