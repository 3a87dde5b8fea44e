import { AsyncLocalStorage } from 'node:async_hooks';

// Runs async units of work one at a time, in call order. A unit that asks for the same mutex
// again (a nested transaction) would wait for itself forever, so that is rejected instead.
export class AsyncMutex {
  #tail: Promise<unknown> = Promise.resolve();
  readonly #holder = new AsyncLocalStorage<true>();

  constructor(private readonly what: string) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#holder.getStore()) {
      return Promise.reject(new Error(`${this.what}: nested call inside a running unit of work would deadlock`));
    }
    const result = this.#tail.then(() => this.#holder.run(true, fn));
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
