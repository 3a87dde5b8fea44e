import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEvent, type EventOf } from '@lorewright/domain/events/eventDefinition';
import { createEventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { Decider } from '@lorewright/domain/shared/decider';
import { runSteps, type Steps } from '@lorewright/domain/shared/steps';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { countLoopTurns } from '../testing/loopTurns';
import { systemClock, uuidGenerator } from '../shared/clock';
import { CONFLICT_MESSAGE, StreamQueue, createCommandHandler } from './handleCommand';

// A counter: Add appends Added; the decision sees the total so far.
const Added = defineEvent({ type: 'Added', version: 1, schema: z.object({ amount: z.number(), seenTotal: z.number() }) });
type CounterEvent = EventOf<typeof Added>;
const counter: Decider<{ amount: number }, CounterEvent, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.amount }),
  decide: (command, state) => [{ type: 'Added', data: { amount: command.amount, seenTotal: state.total } }],
};
const context = { actorId: null, correlationId: 'spec' };
const meta = { actorId: null, correlationId: 'other', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 };

const setup = (cachedStreams?: number) => {
  const eventStore = createMemoryEventStore();
  const readStream = vi.spyOn(eventStore, 'readStream');
  const handle = createCommandHandler({ eventStore, registry: createEventRegistry([Added]), clock: systemClock, ids: uuidGenerator, cachedStreams });
  const add = async (stream: string, amount: number) => (await handle(stream, counter, { amount }, context)).events[0].data.seenTotal;
  return { eventStore, readStream, handle, add };
};

describe('the command pipeline', () => {
  it('decides on the whole stream, reading only the events after the state it already folded', async () => {
    const { readStream, add } = setup();
    expect([await add('counter-a', 1), await add('counter-a', 2), await add('counter-a', 3)]).toEqual([0, 1, 3]);
    expect(readStream.mock.calls.map(([, options]) => options?.fromRevision)).toEqual([undefined, 1, 2]);
  });

  it('sees what another writer appended since, and appends after it', async () => {
    const { eventStore, add } = setup();
    await add('counter-a', 1);
    await eventStore.append('counter-a', [{ id: randomUUID(), type: 'Added', data: { amount: 10, seenTotal: 1 }, metadata: meta }], { expectedRevision: 0 });
    expect(await add('counter-a', 1)).toBe(11);
    expect((await eventStore.readStream('counter-a')).map((e) => e.revision)).toEqual([0, 1, 2]);
  });

  it('retries a decision that lost the race on fresh state, and gives up with a conflict', async () => {
    const { eventStore, handle, add } = setup();
    await add('counter-a', 1);
    const append = eventStore.append.bind(eventStore);
    let interfere = 1;
    vi.spyOn(eventStore, 'append').mockImplementation(async (stream, events, options) => {
      if (interfere-- > 0)
        await append(stream, [{ id: randomUUID(), type: 'Added', data: { amount: 5, seenTotal: 0 }, metadata: meta }], { expectedRevision: 'any' });
      return append(stream, events, options);
    });
    expect((await handle('counter-a', counter, { amount: 1 }, context)).events[0].data.seenTotal).toBe(6);
    interfere = Infinity;
    await expect(handle('counter-a', counter, { amount: 1 }, context)).rejects.toThrow(CONFLICT_MESSAGE);
  });

  it('checks one event of thousands of items a chunk at a time, other requests going on between, and stores it as checked', async () => {
    const Piled = defineEvent({ type: 'Piled', version: 1, schema: z.object({ items: z.array(z.object({ n: z.number() })) }) });
    type PileEvent = EventOf<typeof Piled>;
    const pile: Decider<{ count: number }, PileEvent, { items: number }> = {
      initialState: () => ({ items: 0 }),
      evolve: (state, event) => ({ items: state.items + event.data.items.length }),
      decide: (command) => [{ type: 'Piled', data: { items: Array.from({ length: command.count }, (_, n) => ({ n, extra: 'dropped' })) } }],
    };
    const eventStore = createMemoryEventStore();
    const handle = createCommandHandler({ eventStore, registry: createEventRegistry([Piled]), clock: systemClock, ids: uuidGenerator });
    const loop = countLoopTurns();
    const { state } = await handle('pile-a', pile, { count: 5_000 }, context);
    const turns = loop.stop();
    expect(state.items).toBe(5_000);
    expect(turns).toBeGreaterThanOrEqual(10);
    const [stored] = await eventStore.readStream('pile-a');
    expect((stored.data as { items: object[] }).items[4_999]).toEqual({ n: 4_999 });
  });

  it('decides over a long list in steps, letting other requests in between its items, with the decision the same', async () => {
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Each amount added is checked for 0.1 ms: 1,000 of them are ~100 ms of deciding.
    function* decideInSteps(command: { amounts: number[] }, state: { total: number }): Steps<CounterEvent[]> {
      const events: CounterEvent[] = [];
      let total = state.total;
      for (const amount of command.amounts) {
        busyFor(0.1);
        events.push({ type: 'Added', data: { amount, seenTotal: total } });
        total += amount;
        yield;
      }
      return events;
    }
    const counting: Decider<{ amounts: number[] }, CounterEvent, { total: number }> = {
      ...counter,
      decide: (command, state) => runSteps(decideInSteps(command, state)),
      decideInSteps,
    };
    // Turns taken through the handler's own way of taking them (the server's: Precedence.requestTurn).
    let taken = 0;
    const nextTurn = () => {
      taken++;
      return new Promise<void>((resolve) => setImmediate(resolve));
    };
    const handle = createCommandHandler({
      eventStore: createMemoryEventStore(),
      registry: createEventRegistry([Added]),
      clock: systemClock,
      ids: uuidGenerator,
      nextTurn,
    });
    const loop = countLoopTurns();
    const { state, events } = await handle('counter-a', counting, { amounts: Array.from({ length: 1_000 }, () => 1) }, context);
    const turns = loop.stop();
    expect(state.total).toBe(1_000);
    expect(events.at(-1)!.data.seenTotal).toBe(999);
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(taken).toBeGreaterThanOrEqual(3);
  });

  it('stamps every event of one decision with the same time', async () => {
    const eventStore = createMemoryEventStore();
    let tick = 0;
    const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, tick++)) };
    const handle = createCommandHandler({ eventStore, registry: createEventRegistry([Added]), clock, ids: uuidGenerator });
    const twice: typeof counter = { ...counter, decide: (command, state) => [...counter.decide(command, state), ...counter.decide(command, state)] };
    await handle('counter-a', twice, { amount: 1 }, context);
    const stamps = (await eventStore.readStream('counter-a')).map((e) => e.metadata.timestamp);
    expect(stamps).toHaveLength(2);
    expect(new Set(stamps).size).toBe(1);
  });

  it('keeps only the most recently used streams', async () => {
    const { readStream, add } = setup(1);
    await add('counter-a', 1);
    await add('counter-b', 1);
    await add('counter-a', 1);
    expect(readStream.mock.calls.map(([stream, options]) => [stream, options?.fromRevision])).toEqual([
      ['counter-a', undefined],
      ['counter-b', undefined],
      ['counter-a', undefined],
    ]);
  });

  it('folds its own state in place with a decider that can, and folds the stream again after such a fold failed', async () => {
    const { readStream, handle } = setup();
    // A tally that keeps its amounts in a record it changes in place when allowed.
    type Tally = { total: number; amounts: Record<string, number> };
    let failNext = false;
    const tally: Decider<{ amount: number }, CounterEvent, Tally> = {
      initialState: () => ({ total: 0, amounts: {} }),
      evolve: (state, event) => ({ total: state.total + event.data.amount, amounts: { ...state.amounts, [event.data.seenTotal]: event.data.amount } }),
      evolveOwned: (state, events) => {
        for (const event of events) {
          state.total += event.data.amount;
          if (failNext) throw new Error('Fold failed half-way.');
          state.amounts[event.data.seenTotal] = event.data.amount;
        }
        return state;
      },
      decide: (command, state) => [{ type: 'Added', data: { amount: command.amount, seenTotal: state.total } }],
    };
    const first = await handle('tally-a', tally, { amount: 1 }, context);
    const second = await handle('tally-a', tally, { amount: 2 }, context);
    expect(second.state).toBe(first.state); // the same object, changed
    expect(second.state).toEqual({ total: 3, amounts: { 0: 1, 1: 2 } });

    failNext = true;
    await expect(handle('tally-a', tally, { amount: 4 }, context)).rejects.toThrow('Fold failed half-way.');
    failNext = false;
    // The half-changed state (total 7 without its amount) is not decided on: the stream is read again.
    readStream.mockClear();
    const next = await handle('tally-a', tally, { amount: 8 }, context);
    expect(readStream.mock.calls.map(([, options]) => options?.fromRevision)).toEqual([undefined]);
    expect(next.events[0].data.seenTotal).toBe(7);
    expect(next.state).toEqual({ total: 15, amounts: { 0: 1, 1: 2, 3: 4, 7: 8 } });
  });

  describe('commands on one stream in this process', () => {
    // Appends that take a while, as a networked store's do: without the queue, parallel commands
    // on one stream would all decide on the same revision and mostly lose the race.
    const slowSetup = () => {
      const { eventStore, handle, add } = setup();
      const append = eventStore.append.bind(eventStore);
      const appendCalls = vi.spyOn(eventStore, 'append').mockImplementation(async (...args) => (await sleep(2), append(...args)));
      return { eventStore, handle, add, appendCalls };
    };

    it('run one after another in call order, so twenty at once all land without a conflict', async () => {
      const { eventStore, add, appendCalls } = slowSetup();
      const seen = await Promise.all(Array.from({ length: 20 }, () => add('counter-a', 1)));
      expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
      expect(appendCalls).toHaveBeenCalledTimes(20); // no append lost a race and ran again
      expect((await eventStore.readStream('counter-a')).map((e) => e.revision)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });

    it('leave other streams running beside them', async () => {
      const { add } = slowSetup();
      const finished: string[] = [];
      const onA = Promise.all(Array.from({ length: 10 }, () => add('counter-a', 1))).then(() => finished.push('a'));
      const onB = add('counter-b', 1).then(() => finished.push('b'));
      await Promise.all([onA, onB]);
      expect(finished).toEqual(['b', 'a']);
    });

    it('go on after one of them fails', async () => {
      const { handle } = slowSetup();
      const picky: typeof counter = {
        ...counter,
        decide: (command, state) => {
          if (command.amount < 0) throw new Error('No negative amounts.');
          return counter.decide(command, state);
        },
      };
      const [first, failed, after] = await Promise.allSettled([
        handle('counter-a', picky, { amount: 1 }, context),
        handle('counter-a', picky, { amount: -1 }, context),
        handle('counter-a', picky, { amount: 2 }, context),
      ]);
      expect(first.status).toBe('fulfilled');
      expect(failed).toMatchObject({ status: 'rejected', reason: new Error('No negative amounts.') });
      expect(after).toMatchObject({ status: 'fulfilled', value: { events: [{ data: { amount: 2, seenTotal: 1 } }] } });
    });
  });
});

describe('the per-stream queue', () => {
  it('forgets a stream once its work is done, failed or not', async () => {
    const queue = new StreamQueue();
    const done = queue.run('a', () => sleep(1).then(() => 'a'));
    const failed = queue.run('b', () => Promise.reject(new Error('no')));
    expect(queue.busyStreams).toBe(2);
    await expect(done).resolves.toBe('a');
    await expect(failed).rejects.toThrow('no');
    await sleep(0);
    expect(queue.busyStreams).toBe(0);
  });
});
