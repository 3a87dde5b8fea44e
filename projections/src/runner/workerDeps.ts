import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { ReadStore } from '../readStore/readStore';

export interface RunnerLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

// What projection and reactor workers share.
export interface WorkerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  registry: EventRegistry;
  // Identifies this process in leases; one process runs each projection at a time.
  owner: string;
  batchSize: number;
  leaseMs: number;
  logger: RunnerLogger;
  now: () => number;
}

export const silentLogger: RunnerLogger = { info: () => {}, error: () => {} };
