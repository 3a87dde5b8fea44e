import { describe, expect, it } from 'vitest';
import { conflict } from '@lorewright/domain/shared/errors';
import { createSubscriptionExpiryTimer } from './subscriptionExpiryTimer';

const at = (seconds: number) => ({ now: () => new Date(seconds * 1000) });

describe('the subscription expiry timer', () => {
  it('ends every plan due by now; one already ended (409) is no error', async () => {
    const asked: number[] = [];
    const expired: string[] = [];
    const errors: object[] = [];
    const timer = createSubscriptionExpiryTimer({
      queries: { expiringBy: async (now) => (asked.push(now), ['u1', 'u2', 'u3']) },
      commands: {
        expire: async (userId) => {
          if (userId === 'u2') throw conflict('The plan has not run out yet.');
          if (userId === 'u3') throw new Error('disk full');
          expired.push(userId);
          return { events: [], position: 1, revision: 1, state: undefined as never };
        },
      },
      clock: at(1_800_000_000),
      logger: { error: (object) => void errors.push(object) },
    });
    await timer.sweep();
    expect(asked).toEqual([1_800_000_000]);
    expect(expired).toEqual(['u1']);
    expect(errors).toEqual([{ userId: 'u3', message: 'disk full' }]);
  });
});
