import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { AccountLookups } from './accountLookups';
import type { EmailClaims } from './emailClaims';
import type { MailedCodes } from './mailedCodes';
import type { PasswordHasher } from './passwordHasher';
import type { UserReader } from './userReader';

export interface AccountPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  hasher: PasswordHasher;
  lookups: AccountLookups;
  // Codes that go out by mail, stored hashed and sealed (mailedCodes.ts).
  codes: MailedCodes;
  // Registrations before it are 'Beta Test User' with a year of every element.
  promotionEnd: Date;
}

export interface AccountDeps extends AccountPorts {
  readUser: UserReader;
  claims: EmailClaims;
}

// Anonymous requests (register, login, reset) act for the account they concern.
export const actingAs = (context: CommandContext, userId: string): CommandContext => ({ ...context, actorId: context.actorId ?? userId });
