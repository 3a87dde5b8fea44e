import { allReach } from './positionWaiters';
import type { Precedence } from './precedence';
import type { Projection } from './projection';
import { ProjectionWorker } from './projectionWorker';
import { workerDeps, type WorkerDepsOptions } from './workerDeps';

export type ProjectionRunnerOptions = WorkerDepsOptions & {
  projections: readonly Projection[];
  retireGraceMs?: number;
  onSwitch?: (name: string) => void;
};

export interface WaitOptions {
  timeoutMs?: number;
  // The projections the caller will read; all of them when omitted.
  projections?: readonly string[];
}

export const DEFAULT_WAIT_MS = 2000;

// Runs every projection of the product in this process and answers read-your-writes waits.
export class ProjectionRunner {
  readonly workers: ProjectionWorker[];
  private readonly precedence: Precedence;

  constructor(options: ProjectionRunnerOptions) {
    const names = new Set<string>();
    for (const { name } of options.projections) {
      if (names.has(name)) throw new Error(`Projection ${name} is registered twice.`);
      if (name.includes('__')) throw new Error(`Projection name ${name} must not contain '__'.`);
      names.add(name);
    }
    const deps = workerDeps(options, 1000);
    this.precedence = deps.precedence;
    const workerOptions = { retireGraceMs: options.retireGraceMs ?? 30_000, onSwitch: options.onSwitch };
    this.workers = options.projections.map((projection) => new ProjectionWorker(projection, deps, workerOptions));
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  // Stops tailing; a batch being applied commits (or rolls back) before this resolves.
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }

  // True when every named projection has applied the log up to `position` within the timeout.
  async waitFor(position: number | null, options: WaitOptions = {}): Promise<boolean> {
    if (position === null) return true;
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_MS;
    const workers = options.projections ? this.workers.filter((w) => options.projections!.includes(w.name)) : this.workers;
    // A name no worker has would be waited for by no one, and the caller would read stale views.
    const unknown = options.projections?.find((name) => !this.workers.some((w) => w.name === name));
    if (unknown !== undefined) throw new Error(`Unknown view: ${unknown}`);
    const reaching = allReach(
      workers.map((worker) => worker.waiters),
      position,
      timeoutMs,
    );
    // Only the work this process does itself can go first; others follow their checkpoints.
    this.precedence.track(
      workers.filter((worker) => worker.owning && worker.waiters.current() < position).map((worker) => worker.name),
      reaching,
    );
    return reaching;
  }

  positions(): { name: string; position: number; owning: boolean; error: string | null }[] {
    return this.workers.map((w) => ({ name: w.name, position: w.waiters.current(), owning: w.owning, error: w.error }));
  }
}
