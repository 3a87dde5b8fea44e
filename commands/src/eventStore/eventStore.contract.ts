import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from './eventStore';
import { consume, expectStrictlyIncreasing, newEvent, newEvents, newStream, rejectionOf, sleep, waitUntil, yieldToOthers } from './eventStore.contractFixtures';

export interface ContractOptions {
  // open() returns an empty store, so exact global positions can be checked. False for a shared server.
  opensEmpty?: boolean;
  // An event id that is already in the log makes the append fail. KurrentDB instead treats a
  // repeated id as an idempotent retry, so it cannot promise this.
  rejectsDuplicateEventIds?: boolean;
}

// The behaviour every EventStore adapter must show. Tests use fresh random stream names, so the
// suite can also run against a server other tests write to.
export const eventStoreContract = (
  name: string,
  open: () => Promise<EventStore> | EventStore,
  { opensEmpty = true, rejectsDuplicateEventIds = true }: ContractOptions = {},
) =>
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    const expectConflict = async (append: Promise<unknown>, details: { stream: string; expected: ExpectedRevision }) => {
      const error = await rejectionOf(append);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject(details);
    };

    describe('streams', () => {
      it('appends and reads a stream forwards and backwards, with fromRevision and maxCount', async () => {
        const stream = newStream();
        const first = newEvents(5);
        const second = newEvents(2);
        const r1 = await store.append(stream, first, { expectedRevision: 'no_stream' });
        const r2 = await store.append(stream, second, { expectedRevision: r1.nextExpectedRevision });
        expect(r1.nextExpectedRevision).toBe(4);
        expect(r2.nextExpectedRevision).toBe(6);

        const all = await store.readStream(stream);
        expect(all.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(all.map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));
        expect(all[0]).toEqual({ ...first[0], stream, revision: 0, position: expect.any(Number) });
        expect(all.at(-1)!.position).toBe(r2.position);
        expect(all[4].position).toBe(r1.position);
        expectStrictlyIncreasing(all.map((e) => e.position));

        const revisions = async (options: Parameters<EventStore['readStream']>[1]) => (await store.readStream(stream, options)).map((e) => e.revision);
        expect(await revisions({ fromRevision: 2, maxCount: 3 })).toEqual([2, 3, 4]);
        expect(await revisions({ fromRevision: 5 })).toEqual([5, 6]);
        expect(await revisions({ fromRevision: 7 })).toEqual([]);
        expect(await revisions({ direction: 'backwards' })).toEqual([6, 5, 4, 3, 2, 1, 0]);
        expect(await revisions({ direction: 'backwards', fromRevision: 4, maxCount: 2 })).toEqual([4, 3]);
        expect(await revisions({ direction: 'backwards', maxCount: 1 })).toEqual([6]);
        expect(await revisions({ maxCount: 0 })).toEqual([]);
      });

      it('reads an unknown stream as empty', async () => {
        expect(await store.readStream(newStream())).toEqual([]);
        expect(await store.readStream(newStream(), { direction: 'backwards' })).toEqual([]);
      });

      it('keeps revisions 0..n per stream while streams interleave', async () => {
        const a = newStream();
        const b = newStream();
        let revA: ExpectedRevision = 'no_stream';
        let revB: ExpectedRevision = 'no_stream';
        for (let i = 0; i < 5; i++) {
          revA = (await store.append(a, [newEvent({ i })], { expectedRevision: revA })).nextExpectedRevision;
          revB = (await store.append(b, newEvents(2), { expectedRevision: revB })).nextExpectedRevision;
        }
        const readA = await store.readStream(a);
        expect(readA.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(readA.map((e) => e.data)).toEqual([0, 1, 2, 3, 4].map((i) => ({ i })));
        expect((await store.readStream(b)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      });
    });

    describe('expected revision', () => {
      it("'no_stream' appends only to a stream that does not exist", async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
        await expectConflict(store.append(stream, newEvents(2), { expectedRevision: 'no_stream' }), {
          stream,
          expected: 'no_stream',
        });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it("'exists' appends only to a stream that has events", async () => {
        const stream = newStream();
        await expectConflict(store.append(stream, newEvents(2), { expectedRevision: 'exists' }), {
          stream,
          expected: 'exists',
        });
        expect(await store.readStream(stream)).toEqual([]);
        await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
        const result = await store.append(stream, [newEvent()], { expectedRevision: 'exists' });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it("'any' appends whatever the stream holds", async () => {
        const stream = newStream();
        expect((await store.append(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
        expect((await store.append(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(1);
      });

      it('a number must equal the revision of the last event', async () => {
        const stream = newStream();
        await expectConflict(store.append(stream, [newEvent()], { expectedRevision: 0 }), { stream, expected: 0 });
        expect(await store.readStream(stream)).toEqual([]);

        await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' }); // revisions 0, 1
        for (const wrong of [0, 2, 5]) {
          await expectConflict(store.append(stream, newEvents(3), { expectedRevision: wrong }), { stream, expected: wrong });
        }
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
        expect((await store.append(stream, [newEvent()], { expectedRevision: 1 })).nextExpectedRevision).toBe(2);
      });
    });

    describe('atomicity', () => {
      it('a multi-event append that fails stores none of its events', async () => {
        const stream = newStream();
        const rejected = newEvents(3);
        await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
        await rejectionOf(store.append(stream, rejected, { expectedRevision: 3 }));
        const stored = await store.readStream(stream);
        expect(stored).toHaveLength(1);
        expect(stored.some((e) => rejected.some((r) => r.id === e.id))).toBe(false);
      });

      it.runIf(rejectsDuplicateEventIds)('an event id already in the log fails the whole append', async () => {
        const existing = newEvent();
        await store.append(newStream(), [existing], { expectedRevision: 'no_stream' });
        const stream = newStream();
        const fresh = newEvent();
        const error = await rejectionOf(store.append(stream, [fresh, { ...newEvent(), id: existing.id }], { expectedRevision: 'any' }));
        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ stream, eventId: existing.id });
        expect(await store.readStream(stream)).toEqual([]);

        // The same id twice inside one append fails the same way.
        const twice = newEvent();
        await rejectionOf(store.append(stream, [twice, { ...twice }], { expectedRevision: 'no_stream' }));
        expect(await store.readStream(stream)).toEqual([]);
        // Nothing half-done blocks the stream afterwards.
        await store.append(stream, [fresh], { expectedRevision: 'no_stream' });
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual([fresh.id]);
      });
    });

    describe('global log', () => {
      it('positions strictly grow across streams and readAll returns appends in commit order', async () => {
        const before = await store.headPosition();
        const a = newStream();
        const b = newStream();
        const e = newEvents(4);
        const r1 = await store.append(a, [e[0], e[1]], { expectedRevision: 'no_stream' });
        const r2 = await store.append(b, [e[2]], { expectedRevision: 'no_stream' });
        const r3 = await store.append(a, [e[3]], { expectedRevision: 1 });
        expectStrictlyIncreasing([before, r1.position, r2.position, r3.position]);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(r3.position);

        const ours = (await store.readAll({ fromPosition: before })).filter((x) => x.stream === a || x.stream === b);
        expect(ours.map((x) => x.id)).toEqual(e.map((x) => x.id));
        expectStrictlyIncreasing(ours.map((x) => x.position));
        // An append reports the position of its last event.
        expect(ours.slice(1).map((x) => x.position)).toEqual([r1.position, r2.position, r3.position]);
      });

      it.runIf(opensEmpty)('an empty log has head 0 and the first event gets position 1', async () => {
        expect(await store.headPosition()).toBe(0);
        expect(await store.readAll()).toEqual([]);
        const result = await store.append(newStream(), newEvents(2), { expectedRevision: 'no_stream' });
        expect(result.position).toBe(2);
        expect((await store.readAll()).map((e) => e.position)).toEqual([1, 2]);
        expect(await store.headPosition()).toBe(2);
      });

      it('readAll from a position is exclusive and honours maxCount', async () => {
        const stream = newStream();
        const events = newEvents(3);
        await store.append(stream, events, { expectedRevision: 'no_stream' });
        const [first, second, third] = await store.readStream(stream);
        expect((await store.readAll({ fromPosition: first.position, maxCount: 2 })).map((e) => e.id)).toEqual([second.id, third.id]);
        expect((await store.readAll({ fromPosition: first.position, maxCount: 1 })).map((e) => e.id)).toEqual([second.id]);
        const afterThird = await store.readAll({ fromPosition: third.position });
        expect(afterThird.some((e) => e.stream === stream)).toBe(false);
      });
    });

    describe('types filter', () => {
      // Type names unique to the test, so other writers to a shared server cannot match them.
      const typesOf = () => {
        const suffix = randomUUID().replaceAll('-', '');
        return { a: `FilterA${suffix}`, b: `FilterB${suffix}`, c: `FilterC${suffix}` };
      };

      it('readAll with types returns only events of those types, in order; maxCount counts the matches', async () => {
        const { a, b, c } = typesOf();
        const from = await store.headPosition();
        const stream = newStream();
        const events = [
          newEvent({ i: 0 }, a),
          newEvent({ i: 1 }, b),
          newEvent({ i: 2 }, c),
          newEvent({ i: 3 }, b),
          newEvent({ i: 4 }, a),
          newEvent({ i: 5 }, c),
        ];
        await store.append(stream, events, { expectedRevision: 'no_stream' });
        const ids = async (options: Parameters<EventStore['readAll']>[0]) => (await store.readAll({ fromPosition: from, ...options })).map((e) => e.id);

        expect(await ids({ types: [a, c] })).toEqual([events[0], events[2], events[4], events[5]].map((e) => e.id));
        expect(await ids({ types: [c, a], maxCount: 2 })).toEqual([events[0], events[2]].map((e) => e.id));
        expect(await ids({ types: [b] })).toEqual([events[1], events[3]].map((e) => e.id));
        const [first] = await store.readStream(stream);
        expect((await store.readAll({ fromPosition: first.position, types: [a] })).map((e) => e.id)).toEqual([events[4].id]);
        expect(await ids({ types: [] })).toEqual([]);
        expect(await ids({ types: [`Unknown${a}`] })).toEqual([]);
        const [read] = await store.readAll({ fromPosition: from, types: [c] });
        expect(read).toEqual({ ...events[2], stream, revision: 2, position: expect.any(Number) });
      });

      it('a filtered subscription delivers only its types, and its position passes the events it skips', async () => {
        const { a, b } = typesOf();
        const from = await store.headPosition();
        const subscription = store.subscribeToAll({ fromPosition: from, batchSize: 2, types: [a] });
        expect(subscription.position).toBe(from);
        const consumer = consume(subscription);
        const stream = newStream();
        const mine = [newEvent({ i: 0 }, a), newEvent({ i: 1 }, a), newEvent({ i: 2 }, a)];
        await store.append(stream, [newEvent({}, b), mine[0], newEvent({}, b), mine[1], mine[2]], { expectedRevision: 'no_stream' });
        const { position: last } = await store.append(
          stream,
          newEvents(3).map((e) => ({ ...e, type: b })),
          { expectedRevision: 4 },
        );
        await waitUntil(() => subscription.position >= last, 'the position to pass the skipped events');
        await subscription.stop();
        await consumer.done;
        expect(consumer.received.map((e) => e.id)).toEqual(mine.map((e) => e.id));
        for (const size of consumer.batchSizes) expect(size).toBeLessThanOrEqual(2);
      });

      it('a filtered subscription that finds nothing still moves its position to the head', async () => {
        const { a, b } = typesOf();
        const from = await store.headPosition();
        const subscription = store.subscribeToAll({ fromPosition: from, types: [a] });
        const consumer = consume(subscription);
        const { position } = await store.append(newStream(), [newEvent({}, b), newEvent({}, b)], { expectedRevision: 'no_stream' });
        await waitUntil(() => subscription.position >= position, 'the position to reach the head');
        await subscription.stop();
        await consumer.done;
        expect(consumer.received).toEqual([]);
      });
    });

    describe('concurrency', () => {
      it('20 concurrent appends with the same expected revision: exactly one wins', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.append(stream, newEvents(2), { expectedRevision: 0 })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
        expect(failures).toHaveLength(19);
        for (const failure of failures) expect(failure).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it("20 concurrent 'no_stream' appends create the stream once", async () => {
        const stream = newStream();
        const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.append(stream, [newEvent()], { expectedRevision: 'no_stream' })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0]);
      });

      it('writers that retry on conflict lose no update', async () => {
        const stream = newStream('counter');
        const writers = 8;
        const incrementsEach = 10;
        let conflicts = 0;
        const increment = async (writer: number) => {
          for (;;) {
            const history = await store.readStream(stream);
            const last = history.at(-1);
            try {
              await store.append(stream, [newEvent({ writer, count: history.length + 1 })], {
                expectedRevision: last ? last.revision : 'no_stream',
              });
              return;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
              conflicts += 1;
              await yieldToOthers();
            }
          }
        };
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < incrementsEach; i++) await increment(writer);
          }),
        );
        const events = await store.readStream(stream);
        expect(events).toHaveLength(writers * incrementsEach);
        // Every decision was taken on the state it was appended to: counts are 1..n with no gap.
        expect(events.map((e) => (e.data as { count: number }).count)).toEqual(events.map((e) => e.revision + 1));
        expect(conflicts).toBeGreaterThan(0);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up from an exclusive position in batches of at most batchSize', async () => {
        const stream = newStream();
        const first = newEvent();
        const rest = newEvents(9);
        const { position } = await store.append(stream, [first], { expectedRevision: 'no_stream' });
        await store.append(stream, rest, { expectedRevision: 0 });
        const subscription = store.subscribeToAll({ fromPosition: position, batchSize: 3 });
        const consumer = consume(subscription);
        await waitUntil(() => rest.every((e) => consumer.receivedIds().has(e.id)), 'the catch-up');
        await subscription.stop();
        await consumer.done;
        expect(consumer.receivedIds().has(first.id)).toBe(false);
        expect(consumer.received.filter((e) => e.stream === stream).map((e) => e.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        for (const size of consumer.batchSizes) expect(size).toBeLessThanOrEqual(3);
      });

      it('started mid-burst, delivers every event exactly once and in order, then keeps tailing', async () => {
        const from = await store.headPosition();
        const writers = 10;
        const perWriter = 50;
        const total = writers * perWriter;
        const ours = new Set<string>();
        let appended = 0;
        let reachedStartPoint!: () => void;
        const startPoint = new Promise<void>((resolve) => (reachedStartPoint = resolve));

        const write = async (stream: string) => {
          let expectedRevision: ExpectedRevision = 'no_stream';
          for (let i = 0; i < perWriter;) {
            const batch = newEvents(Math.min(1 + (i % 3), perWriter - i)); // appends of 1 to 3 events
            for (const event of batch) ours.add(event.id);
            expectedRevision = (await store.append(stream, batch, { expectedRevision })).nextExpectedRevision;
            i += batch.length;
            appended += batch.length;
            if (appended >= total / 5) reachedStartPoint();
            await yieldToOthers();
          }
        };
        const burst = Promise.all(Array.from({ length: writers }, () => write(newStream('burst'))));

        await startPoint;
        expect(appended).toBeLessThan(total); // the subscription really starts mid-burst
        const subscription = store.subscribeToAll({ fromPosition: from, batchSize: 37 });
        const consumer = consume(subscription);
        await burst;
        const countOurs = () => consumer.received.filter((e) => ours.has(e.id)).length;
        await waitUntil(() => countOurs() >= total, 'every burst event');

        const late = newEvent();
        await store.append(newStream('burst'), [late], { expectedRevision: 'no_stream' });
        await waitUntil(() => consumer.receivedIds().has(late.id), 'the event appended after the burst');
        await subscription.stop();
        await consumer.done;

        expect(countOurs()).toBe(total);
        expect(consumer.receivedIds().size).toBe(consumer.received.length); // no event twice
        expectStrictlyIncreasing([from, ...consumer.received.map((e) => e.position)]);
        for (const size of consumer.batchSizes) expect(size).toBeLessThanOrEqual(37);
      });

      it('stop() ends an iteration that is waiting for new events', async () => {
        const subscription = store.subscribeToAll({ fromPosition: await store.headPosition() });
        const consumer = consume(subscription);
        await sleep(50); // caught up: the consumer now waits for new events
        const started = performance.now();
        await subscription.stop();
        await consumer.done;
        expect(performance.now() - started).toBeLessThan(200); // sooner than a poll interval
      });

      it('stop() before iterating yields nothing', async () => {
        await store.append(newStream(), [newEvent()], { expectedRevision: 'no_stream' });
        const subscription = store.subscribeToAll();
        await subscription.stop();
        const consumer = consume(subscription);
        await consumer.done;
        expect(consumer.received).toEqual([]);
      });

      it('close() ends every subscription of the store', async () => {
        const other = await open();
        const subscription = other.subscribeToAll({ fromPosition: await other.headPosition() });
        const consumer = consume(subscription);
        await sleep(20);
        await other.close();
        await consumer.done;
      });
    });
  });
