import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { createMemoryEventStore } from '../../eventStore/memoryEventStore';

const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };

/**
 * What a restore spec of a paid kind starts from: the element's stream written from `events`, its
 * commands recorded instead of run (each call as its name and its arguments after the first
 * `skipped` ones, the command context left out) and new ids minted as new1, new2 ….
 */
export const restoreFixture = async (stream: string, events: readonly { type: string; data: object }[], names: readonly string[], skipped = 2) => {
  const eventStore = createMemoryEventStore();
  await eventStore.append(
    stream,
    events.map((event, i) => ({ id: `e${i}`, ...event, metadata })),
    { expectedRevision: 'no_stream' },
  );
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args.slice(skipped, -1)]);
      return { position: calls.length, link: {} };
    };
  let next = 0;
  return {
    stores: { eventStore, registry: eventRegistry },
    commands: Object.fromEntries(names.map((name) => [name, record(name)])) as never,
    ids: { newId: () => `new${++next}` },
    calls,
  };
};
