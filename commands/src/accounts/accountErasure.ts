import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { emailClaimDecider } from '@lorewright/domain/accounts/emailClaim.decide';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { ofUser } from '@lorewright/domain/events/personalData';
import { notFound } from '@lorewright/domain/shared/errors';
import type { EventStore } from '../eventStore/eventStore';
import { readEvents } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { KeyVault } from '../personalData/keyVault';
import { subjectOf } from '../personalData/sealedFields';
import type { Clock } from '../shared/clock';
import { emailClaimStream, userStream } from './streams';

export interface AccountErasureDeps {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  vault: KeyVault;
}

// Every address the account ever had or asked for, as its own events say (while they still open).
const addressesIn = (events: readonly AccountEvent[]) => {
  const addresses = new Set<string>();
  for (const { type, data } of events) {
    if (type === 'UserRegistered' || type === 'PasswordResetRequested' || type === 'RegistrationAttempted') addresses.add(data.email);
    if (type === 'ProfileUpdated' && data.email) addresses.add(data.email);
    if (type === 'EmailChangeRequested' || type === 'EmailChangeConfirmed') addresses.add(data.oldEmail).add(data.newEmail);
    if (type === 'EmailChangeCancelled') addresses.add(data.newEmail);
  }
  return [...addresses];
};

// `ops forget`: erases a person's personal data from the log by destroying the keys
// it is sealed with (personalData/), after giving back their addresses and closing the account.
// Run again, it finishes an erasure a crash interrupted (the keys named by AccountErased).
export const createAccountErasure = (deps: AccountErasureDeps) => {
  const { handle, eventStore, registry, clock, vault } = deps;

  // Gives back every address the account holds, so it can be registered again.
  const releaseClaims = async (userId: string, addresses: readonly string[], context: CommandContext) => {
    for (const email of addresses) await handle(emailClaimStream(email), emailClaimDecider, { type: 'ReleaseEmail', email, userId }, context);
  };

  return {
    erase: async (userId: string, by: string, context: CommandContext) => {
      const events = await readEvents<AccountEvent>({ eventStore, registry }, userStream(userId));
      if (!events.some((event) => event.type === 'UserRegistered')) throw notFound('User not found.');
      const earlier = events.find((event) => event.type === 'AccountErased');
      const addresses = addressesIn(events);
      const subjects =
        earlier?.type === 'AccountErased'
          ? earlier.data.subjects
          : [subjectOf(ofUser(userId)), ...addresses.map((email) => subjectOf({ kind: 'address', email }))];
      if (!earlier) await releaseClaims(userId, addresses, context);
      const { position } = await handle(userStream(userId), userDecider, { type: 'Erase', subjects, by, at: clock.now().toISOString() }, context);
      const keysDestroyed = await vault.erase(subjects);
      return { position, subjects, addresses, keysDestroyed, alreadyErased: Boolean(earlier) };
    },
  };
};
