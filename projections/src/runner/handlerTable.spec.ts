import { afterEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '@lorewright/commands/eventStore/eventStore';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { handlerTable } from './handlerTable';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projectionRunner';
import { ProjectionViews } from './projectionViews';
import { defineReactor } from './reactor';
import { ReactorRunner } from './reactorRunner';
import { tempReadStore, testRegistry, tick } from './testing/testFixtures';

// Event types are names from the log: one that a plain object inherits (`constructor`,
// `toString`, `__proto__`) must find no handler, not call `Object` or crash on the prototype.
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

const oddEvent = (type: string): NewEvent => ({ ...tick('odd'), type });

const runners: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

describe('handler tables', () => {
  it('hold only the own handlers of an `on` object', () => {
    const handlers = handlerTable<() => string>({ Ticked: () => 'ticked' });
    expect([...handlers.keys()]).toEqual(['Ticked']);
    for (const type of INHERITED) expect(handlers.get(type), type).toBeUndefined();
    expect(handlers.get('Ticked')?.()).toBe('ticked');
  });
});

describe('runners given an event whose type an object inherits', () => {
  const seenTypes: string[] = [];
  const record = (event: { type: string }) => void seenTypes.push(event.type);

  it('the projection runner skips it and applies the events around it', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const projection = defineProjection<{ type: 'Ticked'; data: { counter: string } }>()({
      name: 'oddTypes',
      version: 1,
      collections: { counters: [] },
      on: {
        Ticked: async (event, db) => {
          record(event);
          await db.collection('counters').update(event.data.counter, { $inc: { count: 1 } }, { upsert: true });
        },
      },
    });
    await eventStore.append('counter-a', [tick('a')], { expectedRevision: 'any' });
    for (const type of INHERITED) await eventStore.append('odd-1', [oddEvent(type)], { expectedRevision: 'any' });
    const { position } = await eventStore.append('counter-a', [tick('a')], { expectedRevision: 'any' });
    const runner = new ProjectionRunner({
      eventStore,
      readStore,
      registry: testRegistry,
      projections: [projection],
      batchSize: 3,
      leaseMs: 300,
      retireGraceMs: 0,
    });
    runners.push(runner);
    seenTypes.length = 0;
    runner.start();
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    const doc = await new ProjectionViews(readStore, [projection], 0).collection('oddTypes', 'counters').get('a');
    expect(doc?.count).toBe(2);
    expect(seenTypes).toEqual(['Ticked', 'Ticked']);
    expect(Object.prototype).not.toHaveProperty('count');
  });

  it('the reactor runner calls no handler for it and goes on to the next event', async () => {
    const eventStore = createMemoryEventStore();
    const reactor = defineReactor<{ type: 'Ticked'; data: { counter: string } }>({ name: 'oddTypes', on: { Ticked: (event) => record(event) } });
    for (const type of INHERITED) await eventStore.append('odd-1', [oddEvent(type)], { expectedRevision: 'any' });
    await eventStore.append('counter-a', [tick('a')], { expectedRevision: 'any' });
    const runner = new ReactorRunner({ eventStore, readStore: tempReadStore(), registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    seenTypes.length = 0;
    runner.start();
    await expect.poll(() => seenTypes.length, { timeout: 5000 }).toBe(1);
    expect(seenTypes).toEqual(['Ticked']);
  });
});
