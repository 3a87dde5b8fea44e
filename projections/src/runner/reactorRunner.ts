import { randomUUID } from 'node:crypto';
import type { Reactor } from './reactor';
import { ReactorWorker } from './reactorWorker';
import { silentLogger, type WorkerDeps } from './workerDeps';

export interface ReactorRunnerOptions extends Pick<WorkerDeps, 'eventStore' | 'readStore' | 'registry'> {
  reactors: readonly Reactor[];
  owner?: string;
  batchSize?: number;
  leaseMs?: number;
  logger?: WorkerDeps['logger'];
  now?: () => number;
}

// Runs every reactor in this process, each from its own checkpoint.
export class ReactorRunner {
  readonly workers: ReactorWorker[];

  constructor(options: ReactorRunnerOptions) {
    const deps: WorkerDeps = {
      eventStore: options.eventStore,
      readStore: options.readStore,
      registry: options.registry,
      owner: options.owner ?? `${process.pid}-${randomUUID()}`,
      batchSize: options.batchSize ?? 200,
      leaseMs: options.leaseMs ?? 15_000,
      logger: options.logger ?? silentLogger,
      now: options.now ?? Date.now,
    };
    this.workers = options.reactors.map((reactor) => new ReactorWorker(reactor, deps));
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
