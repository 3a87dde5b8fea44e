import type { EventStore, RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

const RETRY_MS = 1000;

export interface LogFollowerOptions {
  eventStore: EventStore;
  logger: FastifyBaseLogger;
  // Named in the log line of a failure.
  name: string;
  // Only these event types, when given (the store filters them).
  types?: readonly string[];
  onBatch: (batch: RecordedEvent[]) => Promise<void> | void;
}

// Each API instance follows the event log itself from the head it finds at start (no broker):
// batch by batch, and after a lost connection again from the last position it reached.
export const followLog = async ({ eventStore, logger, name, types, onBatch }: LogFollowerOptions) => {
  let position = await eventStore.headPosition();
  const stopping = new AbortController();
  let subscription: ReturnType<EventStore['subscribeToAll']> | null = null;

  const run = async () => {
    while (!stopping.signal.aborted) {
      const current = eventStore.subscribeToAll({ fromPosition: position, ...(types ? { types: [...types] } : {}) });
      subscription = current;
      try {
        for await (const batch of current) {
          await onBatch(batch);
          // A filtered subscription may have read past its last event.
          position = Math.max(current.position, batch.at(-1)?.position ?? position);
        }
      } catch (error) {
        if (!stopping.signal.aborted) logger.error({ err: error }, `${name} failed; retrying`);
      }
      await sleep(RETRY_MS, undefined, { signal: stopping.signal }).catch(() => {});
    }
  };
  const running = run();

  return {
    stop: async () => {
      stopping.abort();
      await subscription?.stop();
      await running;
    },
  };
};
