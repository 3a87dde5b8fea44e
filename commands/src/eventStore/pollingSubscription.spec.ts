import { describe, expect, it } from 'vitest';
import { ChangeSignal } from './changeSignal';
import type { ReadAllOptions, RecordedEvent } from './eventStore';
import { pollingSubscription, type PollingSource } from './pollingSubscription';

const event = (position: number, type = 'Thing'): RecordedEvent => ({
  id: `e${position}`,
  stream: 'thing-1',
  revision: position - 1,
  position,
  type,
  data: {},
  metadata: { actorId: null, correlationId: 'c', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
});

// An in-memory log that counts how often it is asked.
const countingLog = (withHead: boolean) => {
  const log: RecordedEvent[] = [];
  const counts = { reads: 0, heads: 0 };
  const changes = new ChangeSignal();
  const readAll = async ({ fromPosition = 0, maxCount = Infinity, types }: ReadAllOptions = {}) => {
    counts.reads++;
    return log.filter((e) => e.position > fromPosition && (!types || types.includes(e.type))).slice(0, maxCount);
  };
  const source: PollingSource = {
    readAll,
    headPosition: async () => {
      counts.heads++;
      return log.length;
    },
    changes,
    pollIntervalMs: 60_000,
    ...(withHead
      ? {
          readAllAndHead: async (options: ReadAllOptions) => {
            counts.heads++;
            const head = log.length;
            return { events: await readAll(options), head };
          },
        }
      : {}),
  };
  const append = (type = 'Thing') => {
    log.push(event(log.length + 1, type));
    changes.notify();
  };
  return { source, counts, append };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('pollingSubscription', () => {
  it('after a batch that came back short, reads again only once something was appended', async () => {
    const { source, counts, append } = countingLog(true);
    append();
    const subscription = pollingSubscription(source, { batchSize: 10 });
    const batches = subscription[Symbol.asyncIterator]();
    expect((await batches.next()).value).toHaveLength(1);
    const pending = batches.next();
    await settle();
    // One read for the first batch; the short batch saw the head, so the next waits unasked.
    expect(counts.reads).toBe(1);
    append();
    expect((await pending).value).toEqual([expect.objectContaining({ position: 2 })]);
    expect(counts.reads).toBe(2);
    await subscription.stop();
  });

  it('reads again at once after a full batch, and an append during a read is never missed', async () => {
    const { source, append } = countingLog(true);
    for (let i = 0; i < 5; i++) append();
    const subscription = pollingSubscription(source, { batchSize: 2 });
    const seen: number[] = [];
    for await (const batch of subscription) {
      seen.push(...batch.map((e) => e.position));
      // Appended while the consumer holds the batch: the wait after a short batch returns at once.
      if (seen.length === 5) append();
      if (seen.length === 6) break;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('with a types filter, moves past events of other types with one head read per wake', async () => {
    const { source, counts, append } = countingLog(true);
    const subscription = pollingSubscription(source, { types: ['Mine'], batchSize: 10 });
    const batches = subscription[Symbol.asyncIterator]();
    append('Other');
    expect((await batches.next()).value).toEqual([]);
    expect(subscription.position).toBe(1);
    const headsBefore = counts.heads;
    const next = batches.next();
    append('Other');
    await next;
    expect(subscription.position).toBe(2);
    expect(counts.heads - headsBefore).toBe(1);
    await subscription.stop();
  });

  it('asks a store without readAllAndHead for its head before reading', async () => {
    const { source, counts, append } = countingLog(false);
    append('Other');
    const subscription = pollingSubscription(source, { types: ['Mine'] });
    const batches = subscription[Symbol.asyncIterator]();
    expect((await batches.next()).value).toEqual([]);
    expect(subscription.position).toBe(1);
    expect(counts).toEqual({ reads: 1, heads: 1 });
    await subscription.stop();
  });
});
