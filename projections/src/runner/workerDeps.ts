import { randomUUID } from 'node:crypto';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { ReadStore } from '../readStore/readStore';
import { Precedence } from './precedence';

export interface RunnerLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
  debug?(object: object, message?: string): void;
}

// What projection and reactor workers share.
export interface WorkerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  registry: EventRegistry;
  // Identifies this process in leases; one process runs each projection at a time.
  owner: string;
  batchSize: number;
  // The longest a projection holds the event loop for one transaction: a batch that takes
  // longer is committed in slices, with a turn of the event loop between them, so requests
  // (a /health, another author's read) are answered while a large change is applied.
  sliceMs: number;
  leaseMs: number;
  // An idle stretch (read, but nothing this worker handles) moves the checkpoint in memory at
  // once and commits it at most this long after (or with the worker's next write).
  idleCheckpointMs: number;
  logger: RunnerLogger;
  now: () => number;
  // Lets the workers a request waits on write first (precedence.ts); one per process, shared
  // by its projection and reactor runners.
  precedence: Precedence;
}

export const silentLogger: RunnerLogger = { info: () => {}, error: () => {} };

export type WorkerDepsOptions = Pick<WorkerDeps, 'eventStore' | 'readStore' | 'registry'> & Partial<Omit<WorkerDeps, 'eventStore' | 'readStore' | 'registry'>>;

// Fills in what a runner's caller left out: a unique owner, the lease length, a silent logger.
export const workerDeps = (options: WorkerDepsOptions, defaultBatchSize: number): WorkerDeps => ({
  eventStore: options.eventStore,
  readStore: options.readStore,
  registry: options.registry,
  owner: options.owner ?? `${process.pid}-${randomUUID()}`,
  batchSize: options.batchSize ?? defaultBatchSize,
  sliceMs: options.sliceMs ?? 20,
  leaseMs: options.leaseMs ?? 15_000,
  idleCheckpointMs: options.idleCheckpointMs ?? 1_000,
  logger: options.logger ?? silentLogger,
  now: options.now ?? Date.now,
  precedence: options.precedence ?? new Precedence(),
});
