// Wakes tailing subscriptions when the log may have grown. The version counter closes the race
// between "read found nothing" and "start waiting": a waiter passes the version it saw before
// reading and returns at once if a change happened since.
export class ChangeSignal {
  #version = 0;
  readonly #waiters = new Set<() => void>();

  get version(): number {
    return this.#version;
  }

  notify(): void {
    this.#version += 1;
    for (const wake of [...this.#waiters]) wake();
  }

  // Resolves on a change after `seenVersion`, after `timeoutMs`, or when `abort` fires.
  wait(seenVersion: number, timeoutMs: number, abort: AbortSignal): Promise<void> {
    if (this.#version !== seenVersion || abort.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        abort.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.#waiters.add(wake);
      abort.addEventListener('abort', wake, { once: true });
    });
  }
}
