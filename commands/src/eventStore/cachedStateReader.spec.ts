import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { createCachedStateReader } from './cachedStateReader';
import { createMemoryEventStore } from './memoryEventStore';
import { createStateReader } from './streamReader';

const metadata = { actorId: null, correlationId: 'spec', causationId: null, timestamp: '2026-11-30T10:00:00.000Z', schemaVersion: 1 };
const worldStream = (id: string) => `world-${id}`;
const created: WorldEvent = { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ann', name: 'Eldoria', description: '', createdOn: metadata.timestamp } };
const renamed = (name: string): WorldEvent => ({ type: 'WorldRenamed', data: { worldId: 'w1', name } });

const setup = (maxAgeMs = 60_000) => {
  const eventStore = createMemoryEventStore();
  let clock = 0;
  const source = { eventStore, registry: eventRegistry };
  const cached = createCachedStateReader(source, worldDecider, worldStream, { keep: 2, maxAgeMs, now: () => clock });
  const whole = createStateReader(source, worldDecider, worldStream);
  const append = (...events: WorldEvent[]) =>
    eventStore.append(
      'world-w1',
      events.map((event) => ({ id: randomUUID(), ...event, metadata })),
      { expectedRevision: 'any' },
    );
  return { eventStore, cached, whole, append, advance: (ms: number) => (clock += ms) };
};

describe('a cached state reader', () => {
  it('answers what folding the whole stream answers, reading only what was appended since', async () => {
    const { eventStore, cached, whole, append } = setup();
    await append(created, renamed('Aldervale'));
    expect(await cached('w1')).toEqual(await whole('w1'));
    const reads = vi.spyOn(eventStore, 'readStream');
    await append(renamed('Brannoc'));
    expect((await cached('w1')).name).toBe('Brannoc');
    expect(reads).toHaveBeenLastCalledWith('world-w1', { fromRevision: 2 });
    expect(await cached('w1')).toEqual(await whole('w1'));
  });

  it('folds the stream whole again once the kept state is old, and keeps no more streams than asked', async () => {
    const { eventStore, cached, append, advance } = setup(1000);
    await append(created);
    await cached('w1');
    advance(1000);
    const reads = vi.spyOn(eventStore, 'readStream');
    await cached('w1');
    expect(reads).toHaveBeenLastCalledWith('world-w1', undefined);
    // An unknown world folds to the initial state and is not kept.
    expect((await cached('nowhere')).status).toBe('none');
    await cached('nowhere');
    expect(reads).toHaveBeenLastCalledWith('world-nowhere', undefined);
  });
});
