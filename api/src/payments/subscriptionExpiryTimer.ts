import { DomainError } from '@lorewright/domain/shared/errors';
import type { Clock } from '@lorewright/commands/shared/clock';
import type { SubscriptionCommands } from '@lorewright/commands/billing/subscriptionCommands';
import type { SubscriptionQueries } from '@lorewright/projections/billing/subscriptionQueries';

// How often plans whose cancel date or unpaid grace has passed are ended.
export const EXPIRY_SWEEP_MS = 10 * 60_000;

export interface ExpiryTimerPorts {
  queries: Pick<SubscriptionQueries, 'expiringBy'>;
  commands: Pick<SubscriptionCommands, 'expire'>;
  clock: Clock;
  logger?: { error(object: object, message?: string): void };
}

// The safety net behind the provider's own end: it normally sends the subscription's end as a
// webhook, but a lost delivery must not leave a lapsed plan's permissions running. Several
// instances may sweep at once: Expire is decided on the stream with an expected revision, so
// the second one decides nothing (409) and is quiet about it.
export const createSubscriptionExpiryTimer = (ports: ExpiryTimerPorts) => {
  const sweep = async () => {
    const now = Math.floor(ports.clock.now().getTime() / 1000);
    for (const userId of await ports.queries.expiringBy(now)) {
      try {
        await ports.commands.expire(userId, { actorId: null, correlationId: `expiry-${userId}-${now}` });
      } catch (error) {
        if (!(error instanceof DomainError))
          ports.logger?.error({ userId, message: error instanceof Error ? error.message : String(error) }, 'plan expiry failed');
      }
    }
  };
  let timer: NodeJS.Timeout | null = null;
  return {
    sweep,
    start: (intervalMs = EXPIRY_SWEEP_MS) => {
      timer = setInterval(() => void sweep().catch(() => undefined), intervalMs);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
