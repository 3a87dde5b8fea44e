import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { streamName, type NewEvent, type RecordedEvent, type Subscription } from './eventStore';

// Random stream names keep tests independent even on a shared server.
export const newStream = (category = 'contract'): string => streamName(category, randomUUID());

export const newEvent = (data: Record<string, unknown> = {}, type = 'ContractTested'): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    actorId: 'user-contract',
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date().toISOString(),
    schemaVersion: 1,
  },
});

export const newEvents = (count: number): NewEvent[] => Array.from({ length: count }, (_, i) => newEvent({ i }));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Lets other async writers run between two appends.
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export const waitUntil = async (condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await sleep(5);
  }
};

// The rejection of a promise that must fail (fails the test when it resolves).
export const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  expect(outcome.resolved, 'expected the promise to reject').toBe(false);
  return outcome.resolved ? undefined : outcome.error;
};

export const expectStrictlyIncreasing = (values: readonly number[]): void => {
  values.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(values[i]));
};

// Consumes a subscription in the background, as a projector would.
export const consume = (subscription: Subscription) => {
  const received: RecordedEvent[] = [];
  const batchSizes: number[] = [];
  const done = (async () => {
    for await (const batch of subscription) {
      batchSizes.push(batch.length);
      received.push(...batch);
    }
  })();
  const receivedIds = () => new Set(received.map((event) => event.id));
  return { received, batchSizes, done, receivedIds };
};
