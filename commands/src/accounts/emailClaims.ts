import type { EmailClaimEvent } from '@lorewright/domain/accounts/account.events';
import { emailClaimDecider } from '@lorewright/domain/accounts/emailClaim.decide';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import { readEvents } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock } from '../shared/clock';
import { emailClaimStream } from './streams';
import type { UserReader } from './userReader';

// A claim is written before the account's own event (registration, address change), so for a
// moment every claim is held by an account that does not hold the address yet. Only a claim
// older than this, whose holder still does not hold the address, is stale: a crash came
// between the two appends. Taking over younger ones would let two registrations of one address
// both succeed.
export const CLAIM_GRACE_MS = 60_000;

export interface EmailClaimDeps {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  readUser: UserReader;
}

export const createEmailClaims = (deps: EmailClaimDeps) => {
  const staleHolderOf = async (email: string, userId: string): Promise<string | null> => {
    const [last] = await readEvents<EmailClaimEvent>(deps, emailClaimStream(email), { direction: 'backwards', maxCount: 1 });
    if (!last || last.type !== 'EmailClaimed') return null;
    const holder = last.data.userId;
    if (holder === userId) return null;
    if (deps.clock.now().getTime() - Date.parse(last.metadata.timestamp) < CLAIM_GRACE_MS) return null;
    const user = await deps.readUser(holder);
    return user.registered && user.email === email ? null : holder;
  };

  const claim = async (email: string, userId: string, context: CommandContext) =>
    deps.handle(emailClaimStream(email), emailClaimDecider, { type: 'ClaimEmail', email, userId, staleHolder: await staleHolderOf(email, userId) }, context);

  const release = (email: string, userId: string, context: CommandContext) =>
    deps.handle(emailClaimStream(email), emailClaimDecider, { type: 'ReleaseEmail', email, userId }, context);

  return {
    claim,
    release,
    // Claims the address (a 409 when another account holds it), then runs the write that makes
    // the account hold it; if that write fails, the claim is given back.
    withClaim: async <T>(email: string, userId: string, context: CommandContext, write: () => Promise<T>): Promise<T> => {
      await claim(email, userId, context);
      try {
        return await write();
      } catch (error) {
        await release(email, userId, context).catch(() => undefined);
        throw error;
      }
    },
  };
};

export type EmailClaims = ReturnType<typeof createEmailClaims>;
