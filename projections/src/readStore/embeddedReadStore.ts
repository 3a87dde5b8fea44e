import { resolve } from 'node:path';
import { AsyncMutex } from './asyncMutex';
import { openConnections } from './embedded/connections';
import { DocumentTables } from './embedded/documentTables';
import { IndexCatalog } from './embedded/indexCatalog';
import { PendingUpdates } from './embedded/pendingUpdates';
import { planFind } from './embedded/queryPlanner';
import { SqliteCollection, assertCollectionName, type SqliteScope } from './embedded/sqliteCollection';
import { StatementCache } from './embedded/statementCache';
import { dropTextIndex, ensureTextIndex } from './embedded/textIndex';
import { UncoveredQueries, type UncoveredQueryListener } from './embedded/uncoveredQueries';
import { openWalCheckpoints } from './embedded/walCheckpoints';
import { readOnly } from './readOnly';
import { isTextIndex, type Filter, type FindOptions, type IndexDeclaration, type ReadStore } from './readStore';
import { UnitOfWorkFinishedError } from './readStoreErrors';

export interface EmbeddedReadStoreOptions {
  // How long a unit of work waits for another process (an ops CLI) holding the write lock.
  busyTimeoutMs?: number;
  // Told once per query shape that no index covers (see uncoveredQueries.ts).
  onUncoveredQuery?: UncoveredQueryListener;
  // Refuse a unit of work started inside another (asyncMutex.ts); on unless turned off.
  detectNestedUnits?: boolean;
  // The write-ahead log's size from which a thread checkpoints it (walCheckpoints.ts).
  walCheckpointBytes?: number;
  // Each of its two connections' page cache, in MiB (DEFAULT_CACHE_MIB when absent).
  cacheMiB?: number;
}

export interface EmbeddedReadStore extends ReadStore {
  // Resolves once the checkpoints asked for so far have run; the log's size in bytes.
  checkpointsSettled(): Promise<void>;
  walBytes(): number;
  // SQLite's plan for find(filter, options), e.g. to check an index is used.
  queryPlan(collection: string, filter: Filter, options?: FindOptions): Promise<string[]>;
}

// Keyed by file, process-wide: better-sqlite3 is synchronous, so a second connection of this
// process waiting on the write lock (busy_timeout) would block the event loop the holder needs
// to finish. Units of work on one file therefore queue here and never meet in SQLite.
const writeLocks = new Map<string, AsyncMutex>();

const writeLockFor = (filePath: string, detectNesting: boolean): AsyncMutex => {
  const key = resolve(filePath);
  let lock = writeLocks.get(key);
  if (!lock) writeLocks.set(key, (lock = new AsyncMutex(`Read store ${key}`, { detectNesting })));
  return lock;
};

const LIST_COLLECTIONS = 'SELECT collection FROM document_tables UNION SELECT collection FROM document_indexes ORDER BY 1';

const DROP_CHUNK = 2_000;
const DELETE_CHUNK = (table: string) => `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} LIMIT ?)`;

// The default ReadStore: one SQLite file, a reader connection for committed state and a writer
// connection that runs one unit of work at a time (BEGIN IMMEDIATE … COMMIT).
export const openEmbeddedReadStore = (filePath: string, options: EmbeddedReadStoreOptions = {}): EmbeddedReadStore => {
  const { writer, reader } = openConnections(filePath, options.busyTimeoutMs ?? 5_000, options.cacheMiB);
  const lock = writeLockFor(filePath, options.detectNestedUnits ?? true);
  const busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  const checkpoints = openWalCheckpoints(filePath, busyTimeoutMs, options.walCheckpointBytes);
  const reads = new StatementCache(reader);
  const writes = new StatementCache(writer);
  const uncovered = new UncoveredQueries(options.onUncoveredQuery);
  const readTables = new DocumentTables(reads);

  const committed: SqliteScope = {
    uncovered,
    statements: reads,
    tables: readTables,
    catalog: new IndexCatalog(reads, readTables, false),
    // One read transaction, so the index catalog and the rows come from the same commit.
    snapshot: (read) => {
      reads.prepare('BEGIN').run();
      try {
        return read();
      } finally {
        reads.prepare('COMMIT').run();
      }
    },
    assertUsable: () => {},
  };

  const inWriteTransaction = <T>(work: (scope: SqliteScope) => Promise<T>): Promise<T> =>
    lock.run(async () => {
      let open = true;
      // Remembered for this unit only: a unit that rolls back takes the tables it made with it.
      const tables = new DocumentTables(writes);
      const scope: SqliteScope = {
        statements: writes,
        tables,
        catalog: new IndexCatalog(writes, tables, true),
        uncovered,
        snapshot: (read) => read(),
        assertUsable: () => {
          if (!open) throw new UnitOfWorkFinishedError();
        },
      };
      scope.pending = new PendingUpdates((collection, doc) => new SqliteCollection(scope, collection).writePending(doc));
      writes.prepare('BEGIN IMMEDIATE').run();
      try {
        const result = await work(scope);
        scope.pending.flushAll();
        writes.prepare('COMMIT').run();
        checkpoints.afterCommit();
        return result;
      } catch (error) {
        if (writer.inTransaction) writes.prepare('ROLLBACK').run();
        throw error;
      } finally {
        open = false;
      }
    });

  return {
    collection: (name: string) => readOnly(new SqliteCollection(committed, name)),
    transaction: (fn) => inWriteTransaction((scope) => fn({ collection: (name) => new SqliteCollection(scope, name) })),
    ensureIndexes: (collection: string, indexes: readonly IndexDeclaration[]) => {
      assertCollectionName(collection);
      return inWriteTransaction(async (scope) => {
        for (const spec of indexes) {
          if (isTextIndex(spec)) ensureTextIndex(scope.statements, scope.tables, collection, spec);
          else scope.catalog.ensure(collection, spec);
        }
      });
    },
    listCollections: async () => reads.pluck(LIST_COLLECTIONS).all() as string[],
    // The indexes first (so deleting the rows updates none), then the rows, DROP_CHUNK per
    // transaction with a turn of the event loop between, then the empty table: dropping a large
    // retired build (which a running server does once its grace has passed) never holds the
    // write lock, or the event loop, for long.
    dropCollection: async (name: string) => {
      assertCollectionName(name);
      await inWriteTransaction(async (scope) => {
        scope.catalog.dropAll(name);
        dropTextIndex(writer, name);
      });
      const deleteChunk = () =>
        inWriteTransaction(async (scope) => {
          const table = scope.tables.find(name);
          return table ? scope.statements.prepare(DELETE_CHUNK(table)).run(DROP_CHUNK).changes : 0;
        });
      while ((await deleteChunk()) > 0) await new Promise((resolve) => setImmediate(resolve));
      await inWriteTransaction(async (scope) => scope.tables.drop(name));
    },
    checkpointsSettled: checkpoints.settled,
    walBytes: checkpoints.walBytes,
    ping: async () => {
      reads.pluck('SELECT 1').get();
    },
    // The checkpoint thread, then the reader: the last connection to close checkpoints the WAL
    // into the file.
    close: () =>
      lock.run(async () => {
        await checkpoints.close();
        reader.close();
        writer.close();
      }),
    queryPlan: async (collection: string, filter: Filter, findOptions: FindOptions = {}) =>
      committed.snapshot(() => {
        const table = readTables.find(collection);
        if (!table) return [];
        const { sql, params } = planFind(committed.catalog, table, collection, filter, findOptions);
        return reader
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail);
      }),
  };
};
