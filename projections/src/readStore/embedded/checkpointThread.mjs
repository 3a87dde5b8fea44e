// The embedded read store's thread for WAL checkpoints (walCheckpoints.ts). Copying the
// write-ahead log back into the database file (and syncing both) took 50–100 ms at a commit of
// 10,000 rows when SQLite did it inside that commit, on the event loop that serves requests.
// Here it runs on a connection of its own whenever the store asks. PASSIVE: it never waits for
// readers or the writer, and copies what it can. Plain JavaScript, so the thread starts without
// a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.filePath);
db.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);

parentPort.on('message', (call) => {
  let failed = null;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Busy (another checkpoint or a closing connection): the next request tries again.
    failed = error instanceof Error ? error.message : String(error);
  }
  parentPort.postMessage({ call, failed });
});
