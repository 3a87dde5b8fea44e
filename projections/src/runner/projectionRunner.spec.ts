import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { ReadStore } from '../readStore/readStore';
import { ProjectionRunner } from './projectionRunner';
import { projectionStatus, requestRebuild } from './projectionStatus';
import { ProjectionViews } from './projectionViews';
import { defineProjection, type Projection } from './projection';
import { appendTicks, appendTocks, counterProjection, recordingEventStore, tempReadStore, testRegistry, tick } from './testing/testFixtures';

const runners: ProjectionRunner[] = [];
const start = (readStore: ReadStore, eventStore: EventStore, version = 1, extra: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {}) => {
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    registry: testRegistry,
    projections: [counterProjection(version)],
    batchSize: 50,
    leaseMs: 300,
    retireGraceMs: 0,
    ...extra,
  });
  runners.push(runner);
  runner.start();
  return runner;
};
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

// Holds the event loop for `ms`, as a slow handler would.
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
// Watches the turns of the event loop; the function it answers stops watching and tells the
// longest time the loop was held at once.
const watchTurns = () => {
  let longest = 0;
  let previous = performance.now();
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - previous);
    previous = now;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    ticking = false;
    return Math.max(longest, performance.now() - previous);
  };
};
// A runner that applies in slices of 10 ms.
const startSliced = (eventStore: EventStore, readStore: ReadStore, projection: Projection) => {
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    registry: testRegistry,
    projections: [projection],
    batchSize: 50,
    sliceMs: 10,
    leaseMs: 5_000,
    retireGraceMs: 0,
  });
  runners.push(runner);
  runner.start();
  return runner;
};

const counter = (readStore: ReadStore, version = 1, id = 'a') =>
  new ProjectionViews(readStore, [counterProjection(version)], 0).collection('counters', 'counters').get(id);

describe('projection runner', () => {
  it('catches up from zero in batches, then tails live events; waitFor resolves at the position', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    await appendTicks(eventStore, 'a', 120);
    const runner = start(readStore, eventStore);
    const last = await appendTicks(eventStore, 'a', 5);
    expect(await runner.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    const doc = await counter(readStore);
    expect(doc?.count).toBe(125);
    expect(new Set(doc?.positions as number[]).size).toBe(125);
  });

  it('waitFor answers false when the position is not reached in time', async () => {
    const runner = start(tempReadStore(), createMemoryEventStore());
    expect(await runner.waitFor(10_000, { timeoutMs: 50 })).toBe(false);
  });

  it('resumes from its checkpoint after a restart, applying every event exactly once', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const first = start(readStore, eventStore);
    await first.waitFor(await appendTicks(eventStore, 'a', 30), { timeoutMs: 5000 });
    await first.stop();
    await appendTicks(eventStore, 'a', 20);
    const second = start(readStore, eventStore);
    await second.waitFor(await appendTicks(eventStore, 'a', 1), { timeoutMs: 5000 });
    const doc = await counter(readStore);
    expect(doc?.count).toBe(51);
    expect((doc?.positions as number[]).join()).toBe(Array.from({ length: 51 }, (_, i) => i + 1).join());
  });

  it('a version bump rebuilds into a new build beside the old one and switches reads when caught up', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const v1 = start(readStore, eventStore, 1);
    await v1.waitFor(await appendTicks(eventStore, 'a', 80), { timeoutMs: 5000 });
    await v1.stop();
    const before = await readStore.listCollections();
    expect(before).toContain('counters__counters_v1b1');

    const v2 = start(readStore, eventStore, 2);
    await v2.waitFor(await appendTicks(eventStore, 'a', 1), { timeoutMs: 5000 });
    const status = await projectionStatus(eventStore, readStore, [counterProjection(2)]);
    expect(status.projections[0]).toMatchObject({ activeBuild: 'v2b2', checkpoint: 81, lag: 0, rebuilding: null });
    expect((await counter(readStore, 2))?.count).toBe(81);
    // The replaced build is dropped once its grace period (0 here) has passed.
    await v2.stop();
    start(readStore, eventStore, 2);
    await expect.poll(() => readStore.listCollections()).not.toContain('counters__counters_v1b1');
  });

  it('the projections a request waits on apply its write before the others', async () => {
    // The embedded log wakes every subscriber inside the append, before the request can wait.
    const eventStore = openSqliteEventStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-precedence-')), 'events.db'));
    const applied: string[] = [];
    const recorder = (name: string) =>
      defineProjection<{ type: 'Ticked'; data: { counter: string } }>()({
        name,
        version: 1,
        collections: { seen: [] },
        on: { Ticked: async (event, db) => void (applied.push(name), await db.collection('seen').put({ _id: event.id })) },
      });
    // Registered first, so without precedence it would write first.
    const runner = start(tempReadStore(), eventStore, 1, { projections: [recorder('history'), recorder('writings')] });
    expect(await runner.waitFor(await appendTicks(eventStore, 'a', 1), { timeoutMs: 5000 })).toBe(true);
    applied.length = 0;
    // As a route does: the command finishes its work after the append (promise hops, no turn of
    // the event loop), then the request begins to wait.
    const { position } = await eventStore.append('counter-a', [tick('a')], { expectedRevision: 'any' });
    for (let hop = 0; hop < 20; hop++) await Promise.resolve();
    expect(await runner.waitFor(position, { timeoutMs: 5000, projections: ['writings'] })).toBe(true);
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    expect(applied).toEqual(['writings', 'history']);
  });

  it('a running projection drops the build a rebuild replaced once its grace has passed, without a restart', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const runner = start(readStore, eventStore);
    await runner.waitFor(await appendTicks(eventStore, 'a', 20), { timeoutMs: 5000 });
    await requestRebuild(readStore, 'counters');
    await expect
      .poll(async () => (await projectionStatus(eventStore, readStore, [counterProjection()])).projections[0]?.activeBuild, { timeout: 5000 })
      .toBe('v1b2');
    await expect.poll(() => readStore.listCollections(), { timeout: 5000 }).not.toContain('counters__counters_v1b1');
    expect(await readStore.listCollections()).toContain('counters__counters_v1b2');
    expect((await counter(readStore))?.count).toBe(20);
  });

  it('a requested rebuild produces the same read model as the live one', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const runner = start(readStore, eventStore);
    await runner.waitFor(await appendTicks(eventStore, 'a', 60), { timeoutMs: 5000 });
    const live = await counter(readStore);
    await requestRebuild(readStore, 'counters');
    await expect
      .poll(async () => (await projectionStatus(eventStore, readStore, [counterProjection()])).projections[0]?.activeBuild, { timeout: 5000 })
      .toBe('v1b2');
    expect(await counter(readStore)).toEqual(live);
  });

  it('a batch longer than sliceMs commits in slices with turns of the event loop between them, each event applied once', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const last = await appendTicks(eventStore, 'a', 40);
    // Each event takes 5 ms: the batch of 40 would hold the event loop for 200 ms at once.
    const stopWatching = watchTurns();
    const runner = startSliced(
      eventStore,
      readStore,
      counterProjection(1, () => busyFor(5)),
    );
    expect(await runner.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    const longest = stopWatching();
    const doc = await counter(readStore);
    expect(doc?.count).toBe(40);
    expect(new Set(doc?.positions as number[]).size).toBe(40);
    expect(longest).toBeLessThan(100);
  });

  it('one large event whose handler breathes between its parts lets the event loop turn, and writes each part once', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const last = await appendTicks(eventStore, 'a', 1);
    // One event of 40 parts, each taking 5 ms: 200 ms at once without breathing.
    const parts = defineProjection<{ type: 'Ticked'; data: { counter: string } }>()({
      name: 'parts',
      version: 1,
      collections: { parts: [] },
      on: {
        Ticked: async (_event, db) => {
          for (let part = 0; part < 40; part++) {
            busyFor(5);
            await db.collection('parts').put({ _id: `p${part}` });
            await db.breathe();
          }
        },
      },
    });
    const stopWatching = watchTurns();
    const runner = startSliced(eventStore, readStore, parts);
    expect(await runner.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    const longest = stopWatching();
    expect(await new ProjectionViews(readStore, [parts], 0).collection('parts', 'parts').count()).toBe(40);
    expect(longest).toBeLessThan(100);
  });

  it('writes what handlers hold before the slice commits, and within a long slice once it holds too many elements', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const last = await appendTicks(eventStore, 'a', 40);
    let [held, flushed, most] = [0, 0, 0];
    // Each event holds an element of its own, flushed (and counted) before its slice commits.
    const holding = defineProjection<{ type: 'Ticked'; data: { counter: string } }>()({
      name: 'holding',
      version: 1,
      collections: { parts: [] },
      on: {
        Ticked: async (event, db) => {
          db.held(`element-${event.position}`, () => {
            held++;
            return { flush: async () => void flushed++ };
          });
          most = Math.max(most, held - flushed);
        },
      },
    });
    const runner = new ProjectionRunner({
      eventStore,
      readStore,
      registry: testRegistry,
      projections: [holding],
      batchSize: 50,
      sliceMs: 10_000,
      leaseMs: 5_000,
    });
    runners.push(runner);
    runner.start();
    expect(await runner.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    expect(flushed).toBe(40);
    expect(most).toBeLessThanOrEqual(17);
  });

  it('a failing handler rolls its whole batch back with the checkpoint, reports the error and retries', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    let calls = 0;
    const flaky = counterProjection(1, () => {
      calls++;
      if (calls === 3) throw new Error('boom');
    });
    const runner = new ProjectionRunner({ eventStore, readStore, registry: testRegistry, projections: [flaky], batchSize: 50, leaseMs: 300 });
    runners.push(runner);
    const last = await appendTicks(eventStore, 'a', 5);
    runner.start();
    await expect.poll(() => runner.positions()[0]?.error).toBe('boom');
    expect(await counter(readStore)).toBeNull();
    expect(await runner.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    expect((await counter(readStore))?.count).toBe(5);
  });

  it('only one process runs a projection; the other follows its checkpoint for waitFor', async () => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    let applied = 0;
    const make = (owner: string) =>
      new ProjectionRunner({
        eventStore,
        readStore,
        registry: testRegistry,
        projections: [counterProjection(1, () => applied++)],
        owner,
        batchSize: 10,
        leaseMs: 300,
      });
    const one = make('one');
    const two = make('two');
    runners.push(one, two);
    one.start();
    two.start();
    const last = await appendTicks(eventStore, 'a', 40);
    expect(await two.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    expect(await one.waitFor(last, { timeoutMs: 5000 })).toBe(true);
    expect(applied).toBe(40);
    expect([one.positions()[0]?.owning, two.positions()[0]?.owning].filter(Boolean)).toHaveLength(1);
  });

  describe('reads only the event types it handles', () => {
    it('a projection of Ticked is never given Tocked events, while catching up, tailing or rebuilding', async () => {
      const memory = createMemoryEventStore();
      const { eventStore, handedOut } = recordingEventStore(memory);
      const readStore = tempReadStore();
      await appendTocks(memory, 'a', 30);
      await appendTicks(memory, 'a', 10);
      const runner = start(readStore, eventStore);
      await appendTocks(memory, 'a', 5);
      expect(await runner.waitFor(await appendTicks(memory, 'a', 3), { timeoutMs: 5000 })).toBe(true);
      await requestRebuild(readStore, 'counters');
      await expect
        .poll(async () => (await projectionStatus(memory, readStore, [counterProjection()])).projections[0]?.activeBuild, { timeout: 5000 })
        .toBe('v1b2');
      expect((await counter(readStore))?.count).toBe(13);
      expect(handedOut.length).toBeGreaterThanOrEqual(26); // both builds got every Ticked event
      expect(new Set(handedOut)).toEqual(new Set(['Ticked']));
    });

    it('with only other types appended, its checkpoint still reaches the head: waitFor(head) resolves and the checkpoint commits', async () => {
      const eventStore = createMemoryEventStore();
      const readStore = tempReadStore();
      const runner = start(readStore, eventStore, 1, { idleCheckpointMs: 50 });
      const ticked = await appendTicks(eventStore, 'a', 5);
      expect(await runner.waitFor(ticked, { timeoutMs: 5000 })).toBe(true);
      const head = await appendTocks(eventStore, 'a', 20);
      expect(await runner.waitFor(head, { timeoutMs: 2000 })).toBe(true);
      expect(runner.positions()[0]?.position).toBe(head);
      // The idle stretch's checkpoint is committed lazily, for other processes and restarts.
      await expect.poll(async () => (await projectionStatus(eventStore, readStore, [counterProjection()])).projections[0]?.checkpoint).toBe(head);
    });

    it('a restart after an idle stretch that was not committed applies no event twice', async () => {
      const eventStore = createMemoryEventStore();
      const readStore = tempReadStore();
      // A lazy commit far in the future: the idle stretch is only in memory when the runner stops.
      const first = start(readStore, eventStore, 1, { idleCheckpointMs: 60_000 });
      expect(await first.waitFor(await appendTicks(eventStore, 'a', 5), { timeoutMs: 5000 })).toBe(true);
      const idleHead = await appendTocks(eventStore, 'a', 10);
      expect(await first.waitFor(idleHead, { timeoutMs: 2000 })).toBe(true);
      await first.stop();
      expect((await projectionStatus(eventStore, readStore, [counterProjection()])).projections[0]?.checkpoint).toBeLessThan(idleHead);

      const second = start(readStore, eventStore);
      expect(await second.waitFor(idleHead, { timeoutMs: 5000 })).toBe(true);
      expect(await second.waitFor(await appendTicks(eventStore, 'a', 2), { timeoutMs: 5000 })).toBe(true);
      const doc = await counter(readStore);
      expect(doc?.count).toBe(7);
      expect(new Set(doc?.positions as number[]).size).toBe(7);
    });

    it('a process standing by follows the committed checkpoint of an idle stretch', async () => {
      const eventStore = createMemoryEventStore();
      const readStore = tempReadStore();
      const one = start(readStore, eventStore, 1, { owner: 'one', idleCheckpointMs: 50 });
      expect(await one.waitFor(await appendTicks(eventStore, 'a', 1), { timeoutMs: 5000 })).toBe(true);
      const two = start(readStore, eventStore, 1, { owner: 'two', idleCheckpointMs: 50 });
      const head = await appendTocks(eventStore, 'a', 10);
      expect(await two.waitFor(head, { timeoutMs: 2000 })).toBe(true);
      expect(await one.waitFor(head, { timeoutMs: 2000 })).toBe(true);
    });
  });
});
