import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { findDuplicateId, requireEvents, type ActualRevision } from './appendRules';
import { ChangeSignal } from './changeSignal';
import { DuplicateEventIdError, WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type NewEvent, type ReadAllOptions } from './eventStore';
import { EVENT_COLUMNS, fromRow, type EventRow } from './eventRow';
import { subscriptionHub } from './pollingSubscription';
import { RecentEvents } from './recentEvents';
import { sqliteLogReads } from './sqliteLogReads';
import { AppendTurns, appendStatements, insertEvents, type Appended } from './appendInserts';
import { openThreadAppends } from './threadAppends';

export interface SqliteEventStoreOptions {
  // How often idle subscriptions look for appends made by other processes on the same file.
  pollIntervalMs?: number;
  // How long an append waits for another process's write transaction before failing.
  busyTimeoutMs?: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  );
  -- Serves reads filtered by event type (projections read only the types they handle). Created
  -- on open, so an existing log file gets it the first time a newer version opens it.
  CREATE INDEX IF NOT EXISTS events_type_position ON events (type, position)`;
const NO_LIMIT = -1; // SQLite's LIMIT -1 means "all rows"

// The embedded event store. Global position = rowid; AUTOINCREMENT makes it never reused, and
// because writers are serialised by the database lock, rowids commit in increasing order, so any
// read sees a gap-free prefix of the log (what subscriptions rely on).
export const openSqliteEventStore = (filePath: string, options: SqliteEventStoreOptions = {}): EventStore => {
  if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5_000}`);
  if (db.pragma('journal_mode = WAL', { simple: true }) !== 'wal' && filePath !== ':memory:') {
    throw new Error(`Event store ${filePath}: the file system does not support SQLite WAL mode.`);
  }
  // FULL: the WAL is fsynced at every commit, so an acknowledged append survives power loss.
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);

  const writes = appendStatements(db);
  const idExists = db.prepare<[string], number>('SELECT 1 FROM events WHERE id = ?').pluck();
  const streamForwards = db.prepare<[string, number, number], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
  );
  const streamBackwards = db.prepare<[string, number, number], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
  );
  const head = db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck();

  const actualRevision = (stream: string): ActualRevision => writes.lastRevision.get(stream) ?? 'no_stream';
  // What this process appended last, for its own subscribers (recentEvents.ts).
  const recent = new RecentEvents();

  const appendInTransaction = db.transaction((stream: string, events: readonly NewEvent[], expected: ExpectedRevision) =>
    insertEvents(writes, stream, events, expected),
  );
  // Appends run on a thread of their own, so the event loop serves requests during their fsync
  // and their inserts (threadAppends.ts); every append of this process waits its turn, so none
  // meets the other's open transaction. An in-memory log (tests) has no file to share.
  const threaded = filePath === ':memory:' ? null : openThreadAppends(filePath, options.busyTimeoutMs ?? 5_000);
  const turns = new AppendTurns();

  // The unique indexes are the last guard (e.g. against a writer that skipped the check above).
  const translateConstraint = (error: unknown, stream: string, events: readonly NewEvent[], expected: ExpectedRevision) => {
    if (!(error instanceof Database.SqliteError) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE') return error;
    if (error.message.includes('events.id')) {
      return new DuplicateEventIdError(stream, findDuplicateId(events, (id) => idExists.get(id) !== undefined) ?? '?');
    }
    return new WrongExpectedRevisionError(stream, expected, actualRevision(stream));
  };

  const log = sqliteLogReads(db);
  // A subscription reads with the same list of types every time, the projections' of hundreds:
  // its set is made once, not for every read.
  const typeSets = new WeakMap<readonly string[], { unique: string[]; set: Set<string> }>();
  const typeSetOf = (types: readonly string[]) => {
    const known = typeSets.get(types);
    if (known) return known;
    const set = new Set(types);
    const made = { unique: [...set], set };
    typeSets.set(types, made);
    return made;
  };
  // `headNow`: the log's head, read before the events.
  const readAll = ({ fromPosition = 0, maxCount = NO_LIMIT, types }: ReadAllOptions = {}, headNow = head.get() ?? 0) => {
    const typeSet = types ? typeSetOf(types) : null;
    if (typeSet?.unique.length === 0 || maxCount === 0) return [];
    // Up to the head as it is now: what this process appended since `fromPosition` is in memory
    // unless another process appended in between.
    const inMemory = recent.read(fromPosition, headNow, maxCount, typeSet?.set);
    if (inMemory) return inMemory;
    return typeSet ? log.ofTypes(typeSet.unique, fromPosition, maxCount) : log.all(fromPosition, maxCount);
  };
  const headPosition = async () => head.get() ?? 0;
  const changes = new ChangeSignal();
  const subscriptions = subscriptionHub({
    readAll: async (options) => readAll(options),
    readAllAndHead: async (options) => {
      const headNow = head.get() ?? 0;
      return { events: readAll(options, headNow), head: headNow };
    },
    headPosition,
    changes,
    pollIntervalMs: options.pollIntervalMs ?? 250,
  });

  return {
    async append(stream, events, { expectedRevision }) {
      requireEvents(stream, events);
      let appended: Appended;
      const release = await turns.take();
      try {
        // BEGIN IMMEDIATE takes the write lock before the revision check, so the check and the
        // inserts see the same state even when another process writes to the file.
        appended = threaded ? await threaded.append(stream, events, expectedRevision) : appendInTransaction.immediate(stream, events, expectedRevision);
      } catch (error) {
        throw translateConstraint(error, stream, events, expectedRevision);
      } finally {
        release();
      }
      // Committed: kept for this process's subscribers before they are woken.
      appended.stored.forEach(({ position, revision, data, metadata }, i) => recent.add(position, events[i], stream, revision, data, metadata));
      changes.notify();
      return appended.result;
    },

    async readStream(stream, { direction = 'forwards', fromRevision, maxCount = NO_LIMIT } = {}) {
      const rows =
        direction === 'forwards'
          ? streamForwards.all(stream, fromRevision ?? 0, maxCount)
          : streamBackwards.all(stream, fromRevision ?? Number.MAX_SAFE_INTEGER, maxCount);
      return rows.map(fromRow);
    },

    readAll: async (options) => readAll(options),
    headPosition,
    subscribeToAll: (options) => subscriptions.subscribe(options),
    async close() {
      await subscriptions.stopAll();
      await turns.take().then((release) => release());
      await threaded?.close();
      if (db.open) db.close();
    },
  };
};
