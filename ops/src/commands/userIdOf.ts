import type { EmailClaimEvent } from '@lorewright/domain/accounts/account.events';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { emailClaimStream } from '@lorewright/commands/accounts/streams';
import { readEvents } from '@lorewright/commands/eventStore/streamReader';
import type { Stores } from '@lorewright/api/composition';

// The account holding an address, from the write side's own claim (the read side may lag or be
// rebuilding while an operator works). Anything without an '@' is taken as a user id.
export const userIdOf = async (stores: Stores, user: string) => {
  if (!user.includes('@')) return user;
  const email = normalizeEmail(user);
  const [last] = await readEvents<EmailClaimEvent>({ eventStore: stores.eventStore, registry: eventRegistry }, emailClaimStream(email), {
    direction: 'backwards',
    maxCount: 1,
  });
  if (last?.type !== 'EmailClaimed') throw new Error(`No account holds ${email}.`);
  return last.data.userId;
};
