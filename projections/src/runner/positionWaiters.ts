// Lets callers await "this projection has applied everything up to position P".
export class PositionWaiters {
  private position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];

  current(): number {
    return this.position;
  }

  advance(position: number): void {
    if (position <= this.position) return;
    this.position = position;
    const ready = this.waiters.filter((w) => w.position <= position);
    this.waiters = this.waiters.filter((w) => w.position > position);
    for (const waiter of ready) waiter.resolve();
  }

  // Resolves true once reached, false when the timeout passes first.
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= this.position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

// True when every one of `waiters` reaches `position` within the timeout (the runners' waitFor).
export const allReach = async (waiters: readonly PositionWaiters[], position: number, timeoutMs: number): Promise<boolean> =>
  (await Promise.all(waiters.map((w) => w.waitFor(position, timeoutMs)))).every(Boolean);
