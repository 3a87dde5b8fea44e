import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { deepFreeze } from '@lorewright/domain/shared/deepFreeze';
import { WrongExpectedRevisionError, type EventStore } from './eventStore';
import { eventStoreContract } from './eventStore.contract';
import { consume, newEvent, newStream, rejectionOf, waitUntil } from './eventStore.contractFixtures';
import { openSqliteEventStore } from './sqliteEventStore';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-events-'));
let files = 0;
const newFile = () => join(dir, `events-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('sqlite', () => openSqliteEventStore(newFile()));

// Stores a test opened itself; closed after each test.
const opened: EventStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe('sqlite event store: two instances on one file (as two processes would be)', () => {
  const openTwice = () => {
    const file = newFile();
    const pair = [openSqliteEventStore(file), openSqliteEventStore(file)] as const;
    opened.push(...pair);
    return pair;
  };

  it('lets only one of them append with the same expected revision', async () => {
    const [a, b] = openTwice();
    const stream = newStream();
    await a.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    await b.append(stream, [newEvent()], { expectedRevision: 0 });
    const error = await rejectionOf(a.append(stream, [newEvent()], { expectedRevision: 0 }));
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ stream, expected: 0, actual: 1 });
    expect((await a.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
  });

  it('a subscription on one sees events appended through the other', async () => {
    const [a, b] = openTwice();
    const subscription = b.subscribeToAll();
    const consumer = consume(subscription);
    const event = newEvent();
    await a.append(newStream(), [event], { expectedRevision: 'no_stream' });
    await waitUntil(() => consumer.receivedIds().has(event.id), 'the other instance’s append', 2_000);
    await subscription.stop();
    await consumer.done;
  });

  it('reads what it appended itself from memory, and what the other appended in between from the file', async () => {
    const [a, b] = openTwice();
    const stream = newStream();
    await a.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    await b.append(stream, [newEvent()], { expectedRevision: 0 });
    await a.append(stream, [newEvent()], { expectedRevision: 1 });
    const fromFile = await b.readAll();
    expect((await a.readAll()).map((e) => e.id)).toEqual(fromFile.map((e) => e.id));
    expect((await a.readAll({ fromPosition: fromFile[1].position })).map((e) => e.id)).toEqual([fromFile[2].id]);
  });

  it('hands its own subscribers a deeply frozen payload as it was appended, and a copy of any other', async () => {
    const [a] = openTwice();
    const frozen = deepFreeze({ text: 'a long scene' });
    const open = { text: 'a short one' };
    await a.append(
      newStream(),
      [
        { ...newEvent(), data: frozen },
        { ...newEvent(), data: open },
      ],
      { expectedRevision: 'no_stream' },
    );
    const [first, second] = await a.readAll();
    expect(first.data).toBe(frozen);
    expect(second.data).toEqual(open);
    expect(second.data).not.toBe(open);
  });

  it('keeps the log in a WAL-mode file that survives reopening', async () => {
    const file = newFile();
    const stream = newStream();
    const first = openSqliteEventStore(file);
    const { position } = await first.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    await first.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    const reopened = openSqliteEventStore(file);
    opened.push(reopened);
    expect((await reopened.readStream(stream)).map((e) => e.position)).toEqual([position]);
  });
});

describe('sqlite event store: its write-ahead log', () => {
  it('is copied back into the database once 4 MB were appended, after the append that passed it answered', async () => {
    const file = newFile();
    const store = openSqliteEventStore(file);
    opened.push(store);
    const stream = newStream();
    const megabyte = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 5; i++) await store.append(stream, [newEvent({ megabyte })], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
    // Copied by the append thread's own connection, which SQLite otherwise leaves in the log.
    await waitUntil(() => statSync(file).size > 4 * 1024 * 1024, 'the log copied into the database', 3_000);
    expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('sqlite event store: reads filtered by type', () => {
  it('opening a log file made before the type index adds it, and filtered reads use it', async () => {
    const file = newFile();
    const old = new Database(file);
    old.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL,
      type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`);
    old.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, 0, ?, ?, ?)').run('e1', 'old-1', 'Old', '{}', '{}');
    old.close();

    const store = openSqliteEventStore(file);
    opened.push(store);
    expect((await store.readAll({ types: ['Old'] })).map((e) => e.id)).toEqual(['e1']);
    const raw = new Database(file, { readonly: true });
    const indexes = raw.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events'").pluck().all();
    const plan = raw.prepare("EXPLAIN QUERY PLAN SELECT position FROM events WHERE type = 'Old' AND position > 0 ORDER BY position LIMIT 10").all();
    raw.close();
    expect(indexes).toContain('events_type_position');
    expect(JSON.stringify(plan)).toContain('events_type_position');
  });

  it('reads in batches exactly the events of its types from the file, through dense and sparse stretches', async () => {
    const file = newFile();
    const [writer, reader] = [openSqliteEventStore(file), openSqliteEventStore(file)];
    opened.push(writer, reader);
    // Dense (every event ours), mixed, then sparse (one in ten): the batch window fills, half
    // fills, or barely finds anything and the type index supplies the rest.
    const kinds = [
      ...Array<string>(12).fill('Ours'),
      ...Array.from({ length: 12 }, (_, i) => (i % 2 ? 'Ours' : 'Other')),
      ...Array.from({ length: 40 }, (_, i) => (i % 10 ? 'Other' : 'Ours')),
    ];
    await writer.append(
      newStream(),
      kinds.map((type, i) => newEvent({ i }, type)),
      { expectedRevision: 'no_stream' },
    );
    const expected = (await reader.readAll()).filter((e) => e.type !== 'Other').map((e) => e.id);
    for (const maxCount of [1, 3, 5, 50]) {
      const read: string[] = [];
      for (
        let from = 0, batch;
        (batch = await reader.readAll({ fromPosition: from, maxCount, types: ['Ours', 'Absent'] })).length > 0;
        from = batch.at(-1)!.position
      ) {
        expect(batch.length).toBeLessThanOrEqual(maxCount);
        if (read.length + batch.length < expected.length) expect(batch).toHaveLength(maxCount);
        read.push(...batch.map((e) => e.id));
      }
      expect(read).toEqual(expected);
    }
  });
});

// Real OS processes on one file: what the in-process pair above cannot show (lock waits, stale
// reads racing a commit in another process, a process killed right after an acknowledged append).
describe('sqlite event store across OS processes', () => {
  const script = fileURLToPath(new URL('./sqliteEventStore.childProcess.ts', import.meta.url));
  const spawnChild = (...args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: dirname(script), stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stderr }));
    });

  it('processes that retry on conflict lose no update, and a subscriber in a third process sees every event once', async () => {
    const file = newFile();
    const stream = newStream('counter');
    const observer = openSqliteEventStore(file);
    const subscription = observer.subscribeToAll();
    const consumer = consume(subscription);
    const children = [1, 2, 3].map(() => spawnChild(file, 'increment', stream, '25'));
    for (const { code, stderr } of await Promise.all(children.map(exited))) expect(code, stderr).toBe(0);

    const events = await observer.readStream(stream);
    expect(events.map((e) => (e.data as { count: number }).count)).toEqual(events.map((e) => e.revision + 1));
    expect(events).toHaveLength(75);
    await waitUntil(() => consumer.received.length >= 75, 'the subscriber to see all 75 events', 5_000);
    await observer.close();
    await consumer.done;
    expect(consumer.received.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('an acknowledged append survives SIGKILL of the writing process', async () => {
    const file = newFile();
    const stream = newStream();
    const child = spawnChild(file, 'append-until-killed', stream);
    const acknowledged: string[] = [];
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      acknowledged.push(...lines);
    });
    const exit = exited(child);
    await waitUntil(() => acknowledged.length >= 30, '30 acknowledged appends', 15_000);
    child.kill('SIGKILL');
    expect((await exit).code).toBe(null);

    const store = openSqliteEventStore(file);
    opened.push(store);
    const events = await store.readStream(stream);
    const stored = new Set(events.map((e) => e.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
  });
});

describe('sqlite event store: an append of many events', () => {
  const manyEvents = (count: number) => Array.from({ length: count }, () => newEvent({ note: 'x'.repeat(2_000) }));

  it('lets requests in while it inserts, shows readers none of it until it commits, and holds the next append until then', async () => {
    const store = openSqliteEventStore(newFile());
    opened.push(store);
    const [big, small] = [newStream(), newStream()];
    const heads: number[] = [];
    let turns = 0;
    let watching = true;
    const watch = () => {
      if (!watching) return;
      turns++;
      void store.headPosition().then((head) => heads.push(head));
      setImmediate(watch);
    };
    setImmediate(watch);
    const appending = store.append(big, manyEvents(20_000), { expectedRevision: 'no_stream' });
    const next = store.append(small, [newEvent()], { expectedRevision: 'no_stream' });
    const [{ position: last }, { position: after }] = await Promise.all([appending, next]);
    watching = false;
    expect(last).toBe(20_000);
    expect(after).toBe(20_001);
    expect(turns).toBeGreaterThan(1);
    expect(heads.every((head) => head === 0 || head >= 20_000)).toBe(true);
  });

  it('stores nothing when it fails part way', async () => {
    const store = openSqliteEventStore(newFile());
    opened.push(store);
    const events = manyEvents(3_000);
    events[2_999] = { ...events[2_999], id: events[10].id };
    await expect(store.append(newStream(), events, { expectedRevision: 'no_stream' })).rejects.toThrow();
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll()).toEqual([]);
    const { position } = await store.append(newStream(), [newEvent()], { expectedRevision: 'no_stream' });
    expect(position).toBe(1);
  });

  it('checks the expected revision as a small append does, and stores nothing when it is wrong', async () => {
    const store = openSqliteEventStore(newFile());
    opened.push(store);
    const stream = newStream();
    const refusals = [
      ['exists', 'no_stream'],
      [0, 'no_stream'],
    ] as const;
    for (const [expectedRevision, actual] of refusals) {
      const error = await rejectionOf(store.append(stream, manyEvents(600), { expectedRevision }));
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ stream, expected: expectedRevision, actual });
    }
    expect(await store.headPosition()).toBe(0);
    await store.append(stream, manyEvents(600), { expectedRevision: 'no_stream' });
    const error = await rejectionOf(store.append(stream, manyEvents(600), { expectedRevision: 'no_stream' }));
    expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 599 });
    const { nextExpectedRevision, position } = await store.append(stream, manyEvents(600), { expectedRevision: 599 });
    expect([nextExpectedRevision, position]).toEqual([1_199, 1_200]);
    const events = await store.readStream(stream);
    expect(events.map((event) => event.revision)).toEqual(events.map((_, i) => i));
  });

  it('lands appends made at once in call order, each refused or failed alone', async () => {
    const store = openSqliteEventStore(newFile());
    opened.push(store);
    const taken = newStream();
    await store.append(taken, [newEvent()], { expectedRevision: 'no_stream' });
    const duplicate = newEvent();
    const calls = Array.from({ length: 40 }, (_, i) => {
      if (i === 10) return store.append(taken, [newEvent()], { expectedRevision: 'no_stream' });
      if (i === 20) return store.append(newStream(), [duplicate, duplicate], { expectedRevision: 'no_stream' });
      return store.append(newStream(), [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    });
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes[10]).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedRevisionError) });
    expect(outcomes[20]).toMatchObject({ status: 'rejected', reason: { name: 'DuplicateEventIdError' } });
    const positions = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.position] : []));
    expect(positions).toEqual(Array.from({ length: 38 }, (_, i) => 3 + 2 * i));
    expect(await store.headPosition()).toBe(77);
  });

  it('hands the stored events to its subscribers in order', async () => {
    const store = openSqliteEventStore(newFile());
    opened.push(store);
    const stream = newStream();
    const sent = manyEvents(1_000);
    await store.append(stream, sent, { expectedRevision: 'any' });
    const subscription = store.subscribeToAll({ fromPosition: 0 });
    const consumer = consume(subscription);
    await waitUntil(() => consumer.received.length >= sent.length, 'the subscriber to read the append');
    await subscription.stop();
    await consumer.done;
    expect(consumer.received.map((event) => [event.id, event.position, event.revision])).toEqual(sent.map((event, i) => [event.id, i + 1, i]));
  });
});
