import { DEFAULT_WAIT_MS } from './projectionRunner';
import { allReach } from './positionWaiters';
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

  // True when every reactor of this process has handled the log up to `position` within the
  // timeout. Reactors let read-your-writes go first (precedence.ts), so what they append comes
  // a moment after a request's answer; a caller that counts on it waits here.
  async waitFor(position: number | null, timeoutMs = DEFAULT_WAIT_MS): Promise<boolean> {
    if (position === null) return true;
    return allReach(
      this.workers.map((worker) => worker.waiters),
      position,
      timeoutMs,
    );
  }
}
