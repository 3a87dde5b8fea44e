import type { Subscription } from '@lorewright/commands/eventStore/eventStore';
import { LeaseLostError } from './leaseLost';
import { leasedState, type LeasedDocument, type LeasedState } from './leasedState';
import { sleep } from './sleep';
import type { WorkerDeps } from './workerDeps';

// What projection and reactor workers share: a loop that holds the worker's lease and does its
// work, stands by while another process holds the lease, and retries after a failure (the
// failed batch rolled back) while reporting the error.
export abstract class LeasedWorker<S extends LeasedDocument> {
  error: string | null = null;
  owning = false;
  protected readonly abort = new AbortController();
  protected subscription: Subscription | null = null;
  protected readonly state: LeasedState<S>;
  private loop: Promise<void> | null = null;
  private bookkeeping: Promise<unknown> = Promise.resolve();

  constructor(
    readonly name: string,
    protected readonly deps: WorkerDeps,
    collection: string,
    empty: (id: string) => S,
  ) {
    this.state = leasedState<S>({ ...deps, collection, id: name, empty });
  }

  start(): void {
    this.loop ??= this.run();
  }

  // Stops tailing; a batch being applied commits (or rolls back) before this resolves.
  async stop(): Promise<void> {
    this.abort.abort();
    await this.subscription?.stop();
    await this.loop;
    if (this.owning) await this.state.release().catch(() => {});
    this.owning = false;
  }

  // Runs fn after every bookkeeping write queued before it has finished, so a heartbeat (or a
  // lazily committed checkpoint) and a batch never race for the same document.
  protected exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.bookkeeping.then(fn, fn);
    this.bookkeeping = run.catch(() => {});
    return run;
  }

  // Resolves once the bookkeeping writes queued so far have finished.
  protected settled(): Promise<unknown> {
    return this.bookkeeping;
  }

  // Runs while this process holds the lease; returns to have the lease checked again.
  protected abstract work(): Promise<void>;

  // Called instead of work() while another process holds the lease.
  protected async standBy(): Promise<void> {
    await sleep(1000, this.abort.signal);
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      try {
        if (!(await this.state.acquire())) {
          this.owning = false;
          await this.standBy();
          continue;
        }
        this.owning = true;
        await this.work();
        this.error = null;
      } catch (error) {
        if (error instanceof LeaseLostError) {
          this.owning = false;
          continue;
        }
        this.error = error instanceof Error ? error.message : String(error);
        this.deps.logger.error({ worker: this.name, err: error }, 'worker failed; retrying');
        await sleep(2000, signal);
      }
    }
  }
}
