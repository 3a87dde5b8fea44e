import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

// WAL checkpoints of an embedded read store, off the event loop (checkpointThread.mjs). The
// writer connection does none itself (wal_autocheckpoint = 0, connections.ts); after a commit
// the store calls afterCommit(), which asks the thread for one once the log's file has grown
// past WAL_CHECKPOINT_BYTES (SQLite's own threshold is 1,000 pages, ~4 MB), at most every
// CHECKPOINT_EVERY_MS. The file keeps its size once checkpointed (SQLite writes it again from
// its start), so past the threshold the commits of each second are checkpointed together. The
// thread starts with the first such log, so a small store (every spec's) never starts one.
export const WAL_CHECKPOINT_BYTES = 4 * 1024 * 1024;
const CHECKPOINT_EVERY_MS = 1_000;

export const openWalCheckpoints = (filePath: string, busyTimeoutMs: number, thresholdBytes = WAL_CHECKPOINT_BYTES) => {
  let thread: Worker | null = null;
  // Never yet: performance.now() counts from the process's start, so 0 held back a store's
  // first checkpoint for the process's first second.
  let askedAt = -Infinity;
  let asked = 0;
  let answered = 0;
  const settled: (() => void)[] = [];

  const started = () => {
    if (thread) return thread;
    thread = new Worker(new URL('./checkpointThread.mjs', import.meta.url), { workerData: { filePath, busyTimeoutMs } });
    const answer = (call: number) => {
      answered = call;
      if (answered !== asked) return;
      thread?.unref();
      for (const resolve of settled.splice(0)) resolve();
    };
    thread.on('message', ({ call }: { call: number }) => answer(call));
    // A thread that failed is started again by the next large log.
    thread.on('error', () => {
      thread = null;
      answer(asked);
    });
    return thread;
  };

  const walBytes = () => {
    try {
      return statSync(`${filePath}-wal`).size;
    } catch {
      return 0;
    }
  };

  const checkpoint = () => {
    const worker = started();
    worker.ref();
    worker.postMessage(++asked);
  };

  return {
    // Asks for a checkpoint when the log has grown large, unless one is under way or was asked for
    // less than CHECKPOINT_EVERY_MS ago.
    afterCommit: () => {
      const now = performance.now();
      if (now - askedAt < CHECKPOINT_EVERY_MS || answered < asked || walBytes() < thresholdBytes) return;
      askedAt = now;
      checkpoint();
    },
    // Resolves once every checkpoint asked for so far has run (for specs and close).
    settled: () => (answered === asked ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve))),
    walBytes,
    close: async () => {
      if (!thread) return;
      const worker = thread;
      thread = null;
      await worker.terminate();
      answered = asked;
      for (const resolve of settled.splice(0)) resolve();
    },
  };
};
