// The embedded event store's thread for appends of many events (threadAppends.ts). It owns a
// connection of its own and runs each append as one transaction: the revision check, the inserts
// and the commit with its fsync, none of it on the event loop that serves requests. Plain
// JavaScript, so the thread starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.filePath);
db.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);
// FULL: the WAL is fsynced at every commit, so an acknowledged append survives power loss.
db.pragma('synchronous = FULL');
// The WAL is copied back into the database once the answer is sent, not inside the commit that
// takes it past 4 MB (SQLite's own point, 1,000 pages): that commit's append waited for the copy
// and its sync too (a save of a 50,000-word writing: every tenth took ~3x as long).
db.pragma('wal_autocheckpoint = 0');
const CHECKPOINT_AFTER_BYTES = 4 * 1024 * 1024;
let uncheckpointedBytes = 0;
// After the appends already waiting (a turn of this thread's loop), so none waits for it.
const checkpointLater = (bytes) => {
  uncheckpointedBytes += bytes;
  if (uncheckpointedBytes < CHECKPOINT_AFTER_BYTES) return;
  uncheckpointedBytes = 0;
  setImmediate(() => db.pragma('wal_checkpoint(PASSIVE)'));
};
const lastRevision = db.prepare('SELECT MAX(revision) FROM events WHERE stream = ?').pluck();
const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');

// The same rule as appendRules.ts checkExpectedRevision; a refusal goes back as the actual
// revision, and the caller raises the store's own error from it.
const accepts = (expected, actual) =>
  expected === 'any' || (expected === 'no_stream' && actual === 'no_stream') || (expected === 'exists' && actual !== 'no_stream') || expected === actual;

const append = ({ stream, expected, rows }) => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const actual = lastRevision.get(stream) ?? 'no_stream';
    if (!accepts(expected, actual)) {
      db.exec('ROLLBACK');
      return { refused: actual };
    }
    const firstRevision = actual === 'no_stream' ? 0 : actual + 1;
    const positions = new Float64Array(rows.length);
    rows.forEach(([id, type, data, metadata], i) => {
      positions[i] = Number(insert.run(id, stream, firstRevision + i, type, data, metadata).lastInsertRowid);
    });
    db.exec('COMMIT');
    return { firstRevision, positions };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
};

// An append's rows come in chunks, then the message that runs it.
const chunks = new Map();

parentPort.on('message', ({ call, rows, ...request }) => {
  if (rows) {
    const received = chunks.get(call);
    if (received) received.push(...rows);
    else chunks.set(call, rows);
    return;
  }
  if (request.close) {
    db.close();
    parentPort.postMessage({ call, closed: true });
    return;
  }
  try {
    const received = chunks.get(call) ?? [];
    if (received.length !== request.count) throw new Error(`The append thread received ${received.length} of ${request.count} events.`);
    const done = append({ ...request, rows: received });
    parentPort.postMessage({ call, ...done }, done.positions ? [done.positions.buffer] : []);
    if (done.positions) checkpointLater(received.reduce((bytes, [, , data, metadata]) => bytes + data.length + metadata.length, 0));
  } catch (error) {
    parentPort.postMessage({ call, failed: { message: String(error?.message ?? error), code: error?.code } });
  } finally {
    chunks.delete(call);
  }
});
