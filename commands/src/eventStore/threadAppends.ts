import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { checkExpectedRevision, type ActualRevision } from './appendRules';
import { dataTextInSlices, metadataText, type Appended } from './appendInserts';
import type { ExpectedRevision, NewEvent } from './eventStore';

// The appends of a store on a file run on a thread of their own (appendThread.mjs): the commit's
// fsync (FULL durability: milliseconds for every save, more under load) and, for a save of
// 10,000 points, inserting megabytes, which the event loop that serves requests does not wait
// out. Here the events are only written as text, in slices of SLICE_MS with a turn between.
// Readers on other connections see the log as committed meanwhile (WAL).

const SLICE_MS = 20;

type Row = [id: string, type: string, data: string, metadata: string];
type Answer =
  { firstRevision: number; positions: Float64Array } | { refused: ActualRevision } | { failed: { message: string; code?: string } } | { closed: true };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const openThreadAppends = (filePath: string, busyTimeoutMs: number) => {
  let thread: Worker | null = null;
  let calls = 0;
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: unknown) => void }>();

  // Started by the first append.
  const started = (): Worker => {
    if (thread) return thread;
    const worker = new Worker(new URL('./appendThread.mjs', import.meta.url), { workerData: { filePath, busyTimeoutMs } });
    worker.on('message', ({ call, ...answer }: { call: number } & Answer) => {
      waiting.get(call)?.resolve(answer);
      waiting.delete(call);
      if (waiting.size === 0) worker.unref();
    });
    const failAll = (error: unknown) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
      thread = null;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The event store's append thread stopped (exit code ${code}).`)));
    // An idle thread does not keep the process alive; one with an append under way does.
    worker.unref();
    return (thread = worker);
  };

  const ask = (worker: Worker, call: number, message: object): Promise<Answer> =>
    new Promise((resolve, reject) => {
      if (thread !== worker) return reject(new Error("The event store's append thread stopped."));
      waiting.set(call, { resolve, reject });
      worker.ref();
      worker.postMessage({ call, ...message });
    });

  // The events written as text in slices of SLICE_MS with a turn between, each slice's rows
  // sent to the thread as it is done (copying 10,000 rows at once took one long turn).
  const sendRows = async (worker: Worker, call: number, events: readonly NewEvent[]): Promise<Row[]> => {
    const rows: Row[] = [];
    let sliceStarted = performance.now();
    let sent = 0;
    for (const event of events) {
      rows.push([event.id, event.type, await dataTextInSlices(event, nextTurn), metadataText(event)]);
      if (performance.now() - sliceStarted < SLICE_MS) continue;
      worker.postMessage({ call, rows: rows.slice(sent) });
      sent = rows.length;
      await nextTurn();
      sliceStarted = performance.now();
    }
    worker.postMessage({ call, rows: rows.slice(sent) });
    return rows;
  };

  return {
    append: async (stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<Appended> => {
      const [worker, call] = [started(), ++calls];
      const rows = await sendRows(worker, call, events);
      // The thread counts the rows it received before it inserts any (a thread started anew
      // meanwhile would have only some).
      const answer = await ask(worker, call, { stream, expected, count: rows.length });
      if ('refused' in answer) {
        checkExpectedRevision(stream, expected, answer.refused);
        throw new Error(`Stream ${stream}: the append thread refused revision ${String(answer.refused)} that the rule accepts.`);
      }
      if ('failed' in answer) throw new Database.SqliteError(answer.failed.message, answer.failed.code ?? 'SQLITE_ERROR');
      if (!('positions' in answer)) throw new Error(`Stream ${stream}: the append thread gave no answer.`);
      const { firstRevision, positions } = answer;
      const stored = rows.map(([, , data, metadata], i) => ({ position: positions[i], revision: firstRevision + i, data, metadata }));
      const last = stored[stored.length - 1];
      return { result: { nextExpectedRevision: last.revision, position: last.position }, stored };
    },
    close: async () => {
      if (!thread) return;
      const closing = thread;
      await ask(closing, ++calls, { close: true });
      await closing.terminate();
    },
  };
};
