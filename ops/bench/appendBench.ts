import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { NewEvent } from '@lorewright/commands/eventStore/eventStore';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';

const event = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'PageVisited',
  data: { aId: 'bench', url: `/page/${i}`, closing: false },
  metadata: { actorId: null, correlationId: 'bench', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 },
});

// The same rows, the same durability pragmas and transaction sizes, written straight through
// better-sqlite3: the floor the adapter is measured against.
const rawInserts = (file: string, events: NewEvent[], perTransaction: number) => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
    revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`);
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const batch = db.transaction((rows: NewEvent[], firstRevision: number) => {
    rows.forEach((e, i) => insert.run(e.id, 'visitor-bench', firstRevision + i, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)));
  });
  const started = performance.now();
  for (let i = 0; i < events.length; i += perTransaction) batch(events.slice(i, i + perTransaction), i);
  const ms = performance.now() - started;
  db.close();
  return ms;
};

const adapterAppends = async (file: string, events: NewEvent[], perTransaction: number) => {
  const store = openSqliteEventStore(file);
  const started = performance.now();
  let expectedRevision: number | 'no_stream' = 'no_stream';
  for (let i = 0; i < events.length; i += perTransaction) {
    expectedRevision = (await store.append('visitor-bench', events.slice(i, i + perTransaction), { expectedRevision })).nextExpectedRevision;
  }
  const ms = performance.now() - started;
  await store.close();
  return ms;
};

export const appendBench = async (dir: string, count: number, perTransaction: number) => {
  const events = Array.from({ length: count }, (_, i) => event(i));
  const raw = rawInserts(path.join(dir, `raw-${perTransaction}.db`), events, perTransaction);
  const adapter = await adapterAppends(path.join(dir, `adapter-${perTransaction}.db`), events, perTransaction);
  return { count, perTransaction, rawPerSecond: (count / raw) * 1000, adapterPerSecond: (count / adapter) * 1000, ratio: adapter / raw };
};
