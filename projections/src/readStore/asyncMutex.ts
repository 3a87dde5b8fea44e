import { AsyncLocalStorage } from 'node:async_hooks';

// Runs async units of work one at a time, in call order. A unit that asks for the same mutex
// again (a nested transaction) would wait for itself forever; with `detectNesting` that is
// rejected instead. Detecting it tracks every promise of the process (AsyncLocalStorage turns
// on Node's promise hooks: each await then costs several times as much), so production turns it
// off and the tests, which run every unit of work there is, keep it on.
export class AsyncMutex {
  #tail: Promise<unknown> = Promise.resolve();
  // The running unit's token; async work it spawns inherits it, and it is released when the
  // unit ends, so a timer the unit started may still queue normally later.
  readonly #holder: AsyncLocalStorage<{ running: boolean }> | null;

  constructor(
    private readonly what: string,
    { detectNesting = true }: { detectNesting?: boolean } = {},
  ) {
    this.#holder = detectNesting ? new AsyncLocalStorage() : null;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    const holder = this.#holder;
    if (holder?.getStore()?.running) {
      return Promise.reject(new Error(`${this.what}: nested call inside a running unit of work would deadlock`));
    }
    const result = this.#tail.then(() => {
      if (!holder) return fn();
      const token = { running: true };
      return holder.run(token, fn).finally(() => {
        token.running = false;
      });
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
