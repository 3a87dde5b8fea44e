import { describe, expect, it } from 'vitest';
import { countLoopTurns } from '@lorewright/commands/testing/loopTurns';
import { Precedence, isBulkEvent } from './precedence';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
// Whether `promise` has settled after a few turns of the event loop.
const settledSoon = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return settled;
};

describe('precedence of awaited workers', () => {
  let precedence: Precedence;
  // A live batch: one event, where a full batch holds a hundred.
  const live = (name: string) => precedence.beforeBatch(name, 1, 100);

  it('lets a worker nobody waits on go after the waits pending now', async () => {
    precedence = new Precedence(10_000);
    const wait = deferred();
    precedence.track(['writings'], wait.promise);
    const yielding = live('history');
    expect(await settledSoon(yielding)).toBe(false);
    wait.resolve();
    expect(await settledSoon(yielding)).toBe(true);
  });

  it('never holds back a worker that a pending wait includes', async () => {
    precedence = new Precedence(10_000);
    precedence.track(['writings', 'worlds'], deferred().promise);
    expect(await settledSoon(live('worlds'))).toBe(true);
  });

  it('stops yielding when a request starts waiting on the yielding worker', async () => {
    precedence = new Precedence(10_000);
    precedence.track(['writings'], deferred().promise);
    const yielding = live('history');
    expect(await settledSoon(yielding)).toBe(false);
    precedence.track(['history'], deferred().promise);
    expect(await settledSoon(yielding)).toBe(true);
  });

  it('does not wait for waits begun after it started yielding, so a busy server cannot starve a worker', async () => {
    precedence = new Precedence(10_000);
    const first = deferred();
    precedence.track(['writings'], first.promise);
    const yielding = live('history');
    await settledSoon(yielding);
    precedence.track(['writings'], deferred().promise);
    first.resolve();
    expect(await settledSoon(yielding)).toBe(true);
  });

  it('yields at most its bound to a wait that never ends', async () => {
    precedence = new Precedence(30);
    precedence.track(['writings'], deferred().promise);
    const started = performance.now();
    await live('history');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('gives the next slice to a worker a request waits on, then to the others in the order they asked', async () => {
    precedence = new Precedence(10_000);
    const wait = deferred();
    precedence.track(['timelines'], wait.promise);
    const order: string[] = [];
    const slices = ['history', 'search', 'timelines', 'timelines'].map((name) => precedence.nextSlice(name).then(() => order.push(name)));
    await Promise.all(slices);
    expect(order).toEqual(['timelines', 'timelines', 'history', 'search']);
    wait.resolve();
    const after: string[] = [];
    await Promise.all(['history', 'timelines'].map((name) => precedence.nextSlice(name).then(() => after.push(name))));
    expect(after).toEqual(['history', 'timelines']);
  });

  it('never holds back a worker catching up (a full batch)', async () => {
    precedence = new Precedence(10_000);
    precedence.track(['writings'], deferred().promise);
    expect(await settledSoon(precedence.beforeBatch('history', 100, 100))).toBe(true);
  });

  it('forgets a wait once it settles, even when it failed', async () => {
    precedence = new Precedence(10_000);
    const failing = Promise.reject(new Error('timed out'));
    precedence.track(['writings'], failing);
    await failing.catch(() => {});
    expect(precedence.isAwaited('writings')).toBe(false);
    expect(await settledSoon(live('history'))).toBe(true);
  });

  it("holds the slices of workers nobody waits on while a request's answer is read, but not an awaited one's", async () => {
    precedence = new Precedence(10_000);
    const read = deferred();
    const reading = precedence.readFirst(() => read.promise);
    const history = precedence.nextSlice('history');
    expect(await settledSoon(history)).toBe(false);
    const wait = deferred();
    precedence.track(['timelines'], wait.promise);
    expect(await settledSoon(precedence.nextSlice('timelines'))).toBe(true);
    expect(await settledSoon(history)).toBe(false);
    read.resolve();
    await reading;
    expect(await settledSoon(history)).toBe(true);
    wait.resolve();
  });

  it('holds them at most its bound while reads go on', async () => {
    precedence = new Precedence(30);
    const reading = precedence.readFirst(() => deferred().promise);
    const started = performance.now();
    await precedence.nextSlice('history');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    void reading;
  });

  it("gives a request's turn before any worker's, one turn of the event loop each, and to a read's pages while workers are held", async () => {
    precedence = new Precedence(10_000);
    const order: string[] = [];
    const loop = countLoopTurns();
    const asked = [precedence.nextSlice('history').then(() => order.push(`history@${loop.now()}`))];
    asked.push(precedence.requestTurn().then(() => order.push(`request@${loop.now()}`)));
    asked.push(precedence.requestTurn().then(() => order.push(`request@${loop.now()}`)));
    await Promise.all(asked);
    loop.stop();
    expect(order.map((turn) => turn.split('@')[0])).toEqual(['request', 'request', 'history']);
    // Each in a turn of its own.
    const turns = order.map((turn) => Number(turn.split('@')[1]));
    expect(turns[1]).toBeGreaterThan(turns[0]);
    expect(turns[2]).toBeGreaterThan(turns[1]);
    const pages: number[] = [];
    const history = precedence.nextSlice('history');
    await precedence.readFirst(async (turn) => {
      for (let page = 0; page < 3; page++) {
        await turn();
        pages.push(page);
      }
    });
    expect(pages).toEqual([0, 1, 2]);
    expect(await settledSoon(history)).toBe(true);
  });

  it("takes a live batch's first slice in turn with the others; an awaited worker's only when it is bulk", async () => {
    precedence = new Precedence(10_000);
    precedence.track(['timelines'], deferred().promise);
    const order: string[] = [];
    const first = precedence.requestTurn().then(() => order.push('request'));
    const bulk = precedence.beforeBatch('timelines', 1, 100, { bulk: true }).then(() => order.push('bulk'));
    const ordinary = live('timelines').then(() => order.push('ordinary'));
    await Promise.all([first, bulk, ordinary]);
    expect(order).toEqual(['ordinary', 'request', 'bulk']);
  });

  it('tells a bulk event by a list of 500 items or more in its data', () => {
    expect(isBulkEvent({ data: { timelineId: 't', nodes: Array.from({ length: 500 }, () => ({})) } })).toBe(true);
    expect(isBulkEvent({ data: { timelineId: 't', nodes: Array.from({ length: 499 }, () => ({})) } })).toBe(false);
    expect(isBulkEvent({ data: null })).toBe(false);
  });
});
