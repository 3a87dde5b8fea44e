import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { Precedence } from './precedence';
import { defineReactor } from './reactor';
import { ReactorRunner } from './reactorRunner';
import { rewindReactor } from './reactorWorker';
import { HANDLED_COLLECTION, REACTORS_COLLECTION, type ReactorState } from './reactorWorker';
import { appendTicks, appendTocks, recordingEventStore, tempReadStore, testRegistry } from './testing/testFixtures';

const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const recorder = (failFirstTime = false) => {
  const seen: string[] = [];
  let failed = false;
  const reactor = defineReactor<{ type: 'Ticked'; data: { counter: string } }>({
    name: 'mailer',
    on: {
      Ticked: (event) => {
        seen.push(event.id);
        if (failFirstTime && !failed) {
          failed = true;
          throw new Error('smtp down');
        }
      },
    },
  });
  return { reactor, seen };
};

describe('reactor runner', () => {
  it('runs each side effect once per event and resumes from its checkpoint after a restart', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const { reactor, seen } = recorder();
    const first = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(first);
    first.start();
    await appendTicks(eventStore, 'a', 10);
    await expect.poll(() => seen.length).toBe(10);
    await first.stop();
    await appendTicks(eventStore, 'a', 5);
    const second = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(second);
    second.start();
    await expect.poll(() => seen.length).toBe(15);
    expect(new Set(seen).size).toBe(15);
  });

  it('waitFor resolves once every reactor has handled the log up to the position', async () => {
    const eventStore = createMemoryEventStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner({ eventStore, readStore: tempReadStore(), registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    runner.start();
    const position = await appendTicks(eventStore, 'a', 4);
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(seen).toHaveLength(4);
    expect(await runner.waitFor(position + 100, 50)).toBe(false);
  });

  it('lets a request waiting on a projection go first, then handles the event', async () => {
    const eventStore = createMemoryEventStore();
    const { reactor, seen } = recorder();
    const precedence = new Precedence(10_000);
    const runner = new ReactorRunner({ eventStore, readStore: tempReadStore(), registry: testRegistry, reactors: [reactor], leaseMs: 300, precedence });
    runners.push(runner);
    runner.start();
    expect(await runner.waitFor(await appendTicks(eventStore, 'a', 1), 5000)).toBe(true);
    let answered!: () => void;
    precedence.track(['writings'], new Promise<void>((resolve) => (answered = resolve)));
    const position = await appendTicks(eventStore, 'a', 1);
    expect(await runner.waitFor(position, 200)).toBe(false);
    expect(seen).toHaveLength(1);
    answered();
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('catching up, it does not wait on requests: only a live batch lets them go first', async () => {
    const eventStore = createMemoryEventStore();
    const { reactor, seen } = recorder();
    const precedence = new Precedence(10_000);
    // Five events before it starts: batches of two, two and one.
    await appendTicks(eventStore, 'a', 5);
    let answered!: () => void;
    precedence.track(['writings'], new Promise<void>((resolve) => (answered = resolve)));
    const runner = new ReactorRunner({
      eventStore,
      readStore: tempReadStore(),
      registry: testRegistry,
      reactors: [reactor],
      leaseMs: 300,
      precedence,
      batchSize: 2,
    });
    runners.push(runner);
    runner.start();
    await expect.poll(() => seen.length).toBe(4);
    expect(await runner.waitFor(5, 200)).toBe(false);
    expect(seen).toHaveLength(4);
    answered();
    expect(await runner.waitFor(5, 5000)).toBe(true);
  });

  it('retries a failed side effect (at least once) without repeating the ones that succeeded', async () => {
    const eventStore = createMemoryEventStore();
    const { reactor, seen } = recorder(true);
    const runner = new ReactorRunner({ eventStore, readStore: tempReadStore(), registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    await appendTicks(eventStore, 'a', 3);
    runner.start();
    await expect.poll(() => new Set(seen).size, { timeout: 6000 }).toBe(3);
    // The first event was attempted twice (failure, then success); the others once.
    expect(seen).toHaveLength(4);
    expect(seen[0]).toBe(seen[1]);
  });

  it('a rewind delivers the events after the position again', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    runner.start();
    await appendTicks(eventStore, 'a', 6);
    await expect.poll(() => seen.length).toBe(6);
    await runner.stop();
    await rewindReactor({ readStore }, 'mailer', 4);
    const again = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(again);
    again.start();
    await expect.poll(() => seen.length).toBe(8);
    expect(seen.slice(6)).toEqual(seen.slice(4, 6));
  });

  it('a repeatable reactor keeps no handled marks: its checkpoint moves once per batch, and a restart resumes from it', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const seen: string[] = [];
    const reactor = defineReactor<{ type: 'Ticked'; data: { counter: string } }>({
      name: 'slots',
      repeatable: true,
      on: { Ticked: (event) => void seen.push(event.id) },
    });
    const checkpoint = async () => ((await readStore.collection(REACTORS_COLLECTION).get('slots')) as ReactorState | null)?.position;
    const first = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(first);
    first.start();
    const head = await appendTicks(eventStore, 'a', 5);
    await expect.poll(checkpoint).toBe(head);
    expect(seen).toHaveLength(5);
    expect(await readStore.collection(HANDLED_COLLECTION).count({ reactor: 'slots' })).toBe(0);
    await first.stop();
    const more = await appendTicks(eventStore, 'a', 2);
    const second = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(second);
    second.start();
    await expect.poll(checkpoint).toBe(more);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toHaveLength(7);
  });

  it('is given only the event types it handles, and its checkpoint still reaches the head of other types', async () => {
    const memory = createMemoryEventStore();
    const { eventStore, handedOut } = recordingEventStore(memory);
    const readStore = tempReadStore();
    const { reactor, seen } = recorder();
    const runner = new ReactorRunner({ eventStore, readStore, registry: testRegistry, reactors: [reactor], leaseMs: 300, idleCheckpointMs: 50 });
    runners.push(runner);
    runner.start();
    await appendTicks(memory, 'a', 3);
    const head = await appendTocks(memory, 'a', 10);
    await expect.poll(async () => ((await readStore.collection(REACTORS_COLLECTION).get('mailer')) as ReactorState | null)?.position).toBe(head);
    expect(seen).toHaveLength(3);
    expect(new Set(handedOut)).toEqual(new Set(['Ticked']));
  });
});
