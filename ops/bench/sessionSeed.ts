import { randomUUID } from 'node:crypto';
import { randomSecret, sha256Hex } from '@lorewright/commands/accounts/secrets';
import { emailClaimStream, userStream } from '@lorewright/commands/accounts/streams';
import type { NewEvent } from '@lorewright/commands/eventStore/eventStore';
import type { AccountEvent, EmailClaimEvent } from '@lorewright/domain/accounts/account.events';
import { promotionPermissions, userClassOf } from '@lorewright/domain/accounts/promotion';
import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import type { Stack } from '@lorewright/api/composition';

// N signed-in users for the socket and mixed benchmarks, written straight to the event log: what
// registration, activation and login would append (the address claim, then the user's stream),
// without N argon2 hashes and N HTTP round trips. Every payload goes through the event registry,
// as the command pipeline's would.

export interface SeededSession {
  userId: string;
  // The login token: the sessions projection knows it by its SHA-256, as after a real login.
  token: string;
}

type SeedStack = Pick<Stack, 'eventStore' | 'registry' | 'config'>;

// Never a valid argon2 hash: nobody signs in to these accounts with a password.
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bench$seeded-without-a-password';

// `who` names the accounts: their e-mail addresses are bench-{prefix}-{i}@example.com.
export const seedSessions = async (
  stack: SeedStack,
  count: number,
  who: { prefix: string; name: (i: number) => string } = { prefix: 'socket', name: (i) => `Socket Reader ${i}` },
): Promise<{ sessions: SeededSession[]; position: number }> => {
  const { eventStore, registry, config } = stack;
  const correlationId = `bench-seed-${randomUUID()}`;
  const toNewEvent = (event: AccountEvent | EmailClaimEvent, actorId: string, timestamp: string): NewEvent => ({
    id: randomUUID(),
    type: event.type,
    data: registry.validate(event).data,
    metadata: { actorId, correlationId, causationId: null, timestamp, schemaVersion: registry.currentVersion(event.type) },
  });

  const sessions: SeededSession[] = [];
  let position = 0;
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `bench-${who.prefix}-${i}@example.com`;
    const token = randomSecret();
    const now = new Date();
    const at = now.toISOString();
    const userEvents: AccountEvent[] = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          name: who.name(i),
          email,
          passwordHash: NO_PASSWORD,
          avatarImage: DEFAULT_AVATAR,
          dateJoined: at,
          userClass: userClassOf(now, config.PROMOTION_END),
          permissions: promotionPermissions(now, config.PROMOTION_END),
          activationCodeHash: null,
          sealedActivationCode: null,
        },
      },
      { type: 'AccountActivated', data: { userId } },
      {
        type: 'UserLoggedIn',
        data: { userId, sessionId: randomUUID(), tokenHash: sha256Hex(token), date: at, location: { ip: '127.0.0.1', city: null, country_name: null } },
      },
    ];
    // Both streams are new: 'no_stream' is the expected revision of each first append.
    await eventStore.append(emailClaimStream(email), [toNewEvent({ type: 'EmailClaimed', data: { email, userId } }, userId, at)], {
      expectedRevision: 'no_stream',
    });
    const appended = await eventStore.append(
      userStream(userId),
      userEvents.map((event) => toNewEvent(event, userId, at)),
      { expectedRevision: 'no_stream' },
    );
    position = appended.position;
    sessions.push({ userId, token });
  }
  return { sessions, position };
};
