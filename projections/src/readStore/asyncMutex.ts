import { AsyncLocalStorage } from 'node:async_hooks';

// Runs async units of work one at a time, in call order. A unit that asks for the same mutex
// again (a nested transaction) would wait for itself forever, so that is rejected instead.
export class AsyncMutex {
  #tail: Promise<unknown> = Promise.resolve();
  // The running unit's token; async work it spawns inherits it, and it is released when the
  // unit ends, so a timer the unit started may still queue normally later.
  readonly #holder = new AsyncLocalStorage<{ running: boolean }>();

  constructor(private readonly what: string) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#holder.getStore()?.running) {
      return Promise.reject(new Error(`${this.what}: nested call inside a running unit of work would deadlock`));
    }
    const result = this.#tail.then(() => {
      const token = { running: true };
      return this.#holder.run(token, fn).finally(() => {
        token.running = false;
      });
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
