// A sleep that ends early when the signal aborts, so stopping never waits out a back-off.
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

// One turn of the event loop. A projection nobody is waiting on takes it before a batch: the
// read models a request is waiting on (read-your-writes after a save) are written first, and the
// request is answered before the rest. Nothing is skipped or reordered within a projection; it
// only starts a turn later. (Reactors run as before: what they append, a caller may count on.)
export const laterThanAwaited = () => new Promise<void>((resolve) => setImmediate(resolve));
