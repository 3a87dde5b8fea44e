import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { AccountLookups } from '../accounts/accountLookups';
import type { UserReader } from '../accounts/userReader';
import type { EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { WorldReader } from './worldReader';

// Finding the world an invitation belongs to by the invitation id a request carries. The read
// side answers (projections/src/worlds/worldQueries.ts); the world's stream then decides.
export interface WorldLookups {
  worldIdOfInvitation(invitationId: string): Promise<string | null>;
  // How many invitations the author sent after `since` (ISO-8601), in any world, deleted or not.
  invitationsSentSince(authorId: string, since: string): Promise<number>;
}

export interface WorldPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: Pick<AccountLookups, 'userIdByEmail'> & WorldLookups;
  // The media library's `clearScope` (commands/src/media): a deleted world's media slots are
  // released, so its images become inactive and deletable.
  clearMediaScope: (userId: string, scope: string, context: CommandContext) => Promise<{ position: number | null }>;
}

export interface WorldDeps extends WorldPorts {
  readWorld: WorldReader;
  readUser: UserReader;
}
