import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import { createStateReader } from '../eventStore/streamReader';
import { userStream } from './streams';

// A user's current state from the write side, for the checks a handler makes before deciding
// (the password to verify, the address to release). The decision itself re-reads the stream.
export const createUserReader = (eventStore: EventStore, registry: EventRegistry) => createStateReader({ eventStore, registry }, userDecider, userStream);

export type UserReader = ReturnType<typeof createUserReader>;
