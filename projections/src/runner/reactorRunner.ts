import type { Reactor } from './reactor';
import { ReactorWorker } from './reactorWorker';
import { workerDeps, type WorkerDepsOptions } from './workerDeps';

export type ReactorRunnerOptions = WorkerDepsOptions & { reactors: readonly Reactor[] };

// Runs every reactor in this process, each from its own checkpoint.
export class ReactorRunner {
  readonly workers: ReactorWorker[];

  constructor(options: ReactorRunnerOptions) {
    const deps = workerDeps(options, 200);
    this.workers = options.reactors.map((reactor) => new ReactorWorker(reactor, deps));
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
