import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DomainError, invalid, tooManyRequests } from '@lorewright/domain/shared/errors';
import { runTask, type TaskInput, type TaskName, type TaskOutput, type TaskResult } from './tasks';

// Where the CPU-heavy steps of imports and exports run (drawing a map's SVG, reading and writing
// ZIPs, turning markup into text): a pool of worker threads, so that the event loop keeps
// answering every other request while they work. One pool per server process (the stack makes
// it and closes it), small and bounded: at most two threads, a short queue, a time limit per
// task (the thread is stopped when it passes) and a heap limit per thread. Tasks take and give
// plain data; large byte arrays are moved, not copied (`transfer`).
//
// `inProcessWork` runs the same tasks on the calling thread, for the ops command line and specs
// that test a step rather than the server.
export interface RunOptions {
  // What is moved to the thread with the input: ArrayBuffers (left detached here) and MessagePorts.
  transfer?: readonly (ArrayBuffer | MessagePort)[];
  // Queue time included; the thread is stopped when it passes.
  timeoutMs: number;
}

export interface WorkPool {
  run<N extends TaskName>(name: N, input: TaskInput<N>, options: RunOptions): Promise<TaskOutput<N>>;
  // Has the kept thread load the body checks, so the first large save does not wait for it.
  warm(): Promise<void>;
  close(): Promise<void>;
}

export const workMessages = {
  busy: 'The server is busy with other imports and exports. Please try again in a minute.',
  tooHeavy: 'This file is too large or too complex to be read in time.',
} as const;

export interface WorkPoolOptions {
  maxThreads?: number;
  maxQueue?: number;
  // Per thread: the V8 heap's old generation (buffers outside the heap are bounded by the tasks).
  maxHeapMb?: number;
  // An idle thread ends after this long; the next task starts one again.
  idleTimeoutMs?: number;
  // Threads kept however idle (a server keeps one: a new thread takes about a second to load
  // what a large save's body check needs, a second that save would wait).
  minThreads?: number;
}

// What warm() has a thread do: load every pooled schema and check bodies shaped like large saves.
const WARM_UP = { name: 'warmBodyChecks', input: undefined } as const;

const WORKER_FILE = new URL('./worker.mjs', import.meta.url);

const unwrap = <T>(result: TaskResult): T => {
  if (result.ok) return result.value as T;
  throw new DomainError(result.kind, result.message);
};

const refusal = (error: unknown) => {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  if (name === 'AbortError') return invalid(workMessages.tooHeavy);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return invalid(workMessages.tooHeavy);
  if (message === 'Task queue is at limit' || message === 'No task queue available and all Workers are busy') return tooManyRequests(workMessages.busy);
  return error;
};

export const createWorkPool = ({ maxThreads = 2, maxQueue = 16, maxHeapMb = 2048, idleTimeoutMs = 60_000, minThreads = 0 }: WorkPoolOptions = {}): WorkPool => {
  const pool = new Piscina<{ name: TaskName; input: unknown }, TaskResult>({
    filename: WORKER_FILE.href,
    minThreads,
    maxThreads,
    maxQueue,
    idleTimeout: idleTimeoutMs,
    // Tasks await I/O (a ZIP on disk, messages of an export): no blocking wait between them.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    // Below the event loop's thread in the scheduler's eyes: on a busy machine requests go first.
    niceIncrement: 10,
  });
  let closing: Promise<void> | null = null;
  // Running and waiting tasks, bounded here: piscina keeps tasks that carry an abort signal in a
  // queue of their own that its maxQueue does not bound.
  let pending = 0;
  return {
    run: async (name, input, { transfer = [], timeoutMs }) => {
      if (pending >= maxThreads + maxQueue) throw tooManyRequests(workMessages.busy);
      pending++;
      try {
        const result = await pool.run({ name, input }, { transferList: [...transfer] as never, signal: AbortSignal.timeout(timeoutMs) });
        return unwrap(result);
      } catch (error) {
        throw refusal(error);
      } finally {
        pending--;
      }
    },
    warm: async () => {
      await pool.run(WARM_UP).catch(() => undefined);
    },
    // Tasks still running are stopped: the app has stopped answering by the time the stack closes.
    close: () => (closing ??= pool.destroy()),
  };
};

export const inProcessWork: WorkPool = {
  run: async (name, input) => unwrap(await runTask({ name, input }, { inProcess: true })),
  warm: async () => {},
  close: async () => {},
};
