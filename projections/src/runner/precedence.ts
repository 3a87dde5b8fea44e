import { carriesLongList } from '@lorewright/domain/shared/bulkAdds';

// Read-your-writes first. After an append every projection and reactor of this process wakes at
// once, and they take turns on the read store's one writer. A request waits only on a few of them
// (a saved writing: writings and worlds); the others (history, media reactors…) let the waits
// pending at that moment finish before they write, so the request is answered first. Nothing is
// skipped or reordered within a worker; it only starts a little later.
//
// Only live batches yield (shorter than a full one: the worker is at the log's head). A worker
// catching up never waits on requests, so a long wait (a server starting on a large log waits
// for every projection) cannot slow the catch-up of the others.
//
// A worker never yields to a wait that includes itself (nor while one does), so no two workers
// can wait on each other; and it yields at most `maxMs`, so a slow or stuck wait costs the
// others a short delay, never progress.
interface PendingWait {
  names: ReadonlySet<string>;
  settled: Promise<unknown>;
}

const DEFAULT_MAX_YIELD_MS = 100;

// An event that carries a long list (many parts added at once: bulkAdds.ts).
export const isBulkEvent = ({ data }: { data: unknown }): boolean => carriesLongList(data);

// A turn of the event loop, where nothing else shares them.
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Precedence {
  readonly #waits = new Set<PendingWait>();
  readonly #listeners = new Set<(wait: PendingWait) => void>();
  // Workers' turns by name; a request's (requestTurn) has none.
  readonly #sliceTurns: { name: string | null; go: () => void }[] = [];
  // Reads answering requests (readFirst) under way, since when, and whether turns wait for them.
  #reading = 0;
  #readingSince = 0;
  #held = false;
  #scheduled = false;

  constructor(private readonly maxYieldMs = DEFAULT_MAX_YIELD_MS) {}

  // A request waits until the named workers of this process have applied its write.
  track(names: readonly string[], settled: Promise<unknown>): void {
    if (names.length === 0) return;
    const wait: PendingWait = { names: new Set(names), settled };
    this.#waits.add(wait);
    void settled.finally(() => this.#waits.delete(wait)).catch(() => {});
    for (const listener of [...this.#listeners]) listener(wait);
    if (this.#held) this.#schedule();
  }

  // Before a worker's next slice of a long batch: one slice per turn of the event loop for all
  // the workers of the process together, each turn after the loop has polled for I/O (a
  // setImmediate queued from a setImmediate runs in the next turn). Twenty projections each
  // yielding on their own would still take twenty slices in one turn, and hold requests 400 ms.
  // A worker a request waits on takes the turn before the others (in the order they asked), so
  // a save of 10,000 points is answered once its own views have it, not once history has too.
  nextSlice(name: string): Promise<void> {
    return new Promise<void>((go) => {
      this.#sliceTurns.push({ name, go });
      // Turns held for a read still go to a worker a request waits on.
      if (!this.#held || this.isAwaited(name)) this.#schedule();
    });
  }

  // A turn for a slice of work a request waits for (a command deciding on 10,000 points, a large
  // element read for its answer): among the workers' slices, one per turn of the event loop, so
  // that a slice of each never runs in the same turn (each turn between lets /health in), and
  // before every worker no request waits on.
  requestTurn(): Promise<void> {
    return new Promise<void>((go) => {
      this.#sliceTurns.push({ name: null, go });
      this.#schedule();
    });
  }

  // One grant per turn of the event loop, however many ask for it. Granted from an immediate
  // queued by an immediate: one queued while the loop handles I/O (a worker's answer, a request)
  // runs before the loop polls again, so the slice would follow that work with no request let in.
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() =>
      setImmediate(() => {
        this.#scheduled = false;
        this.#grantSlice();
      }),
    );
  }

  #grantSlice(): void {
    if (this.#sliceTurns.length === 0) return;
    const awaited = this.#sliceTurns.findIndex((turn) => turn.name === null || this.isAwaited(turn.name));
    const heldFor = this.maxYieldMs - (performance.now() - this.#readingSince);
    if (awaited < 0 && this.#reading > 0 && heldFor > 0) {
      // Until the reads are done, or have held the turns maxYieldMs.
      if (!this.#held) setTimeout(() => this.#release(), heldFor);
      this.#held = true;
      return;
    }
    this.#held = false;
    this.#sliceTurns.splice(Math.max(awaited, 0), 1)[0]?.go();
    if (this.#sliceTurns.length > 0) this.#schedule();
  }

  #release(): void {
    this.#held = false;
    this.#schedule();
  }

  // A read that answers a request (a large element read whole, a page at a time with turns
  // between so the event loop serves others): the slices of workers no request waits on wait
  // until it is done, at most maxYieldMs, so the 20 turns of a 10,000-point read do not each
  // let a 20 ms slice of history in first.
  // The read takes its turns through `turn`.
  async readFirst<T>(read: (turn: () => Promise<void>) => Promise<T>): Promise<T> {
    if (this.#reading++ === 0) this.#readingSince = performance.now();
    try {
      return await read(() => this.requestTurn());
    } finally {
      if (--this.#reading === 0 && this.#held) this.#release();
    }
  }

  // Whether a pending wait includes the worker.
  isAwaited(name: string): boolean {
    for (const wait of this.#waits) if (wait.names.has(name)) return true;
    return false;
  }

  // Before a worker writes a batch of `size` events (`fullSize` when it reads a full one). Only
  // a live batch gives way. One turn of the event loop first: the appending request's command
  // has then returned and its wait begun. Then, unless a wait includes this worker, the waits
  // pending now go first (not those begun later, so a busy server cannot starve it).
  // A `bulk` batch (an event of 10,000 points) takes its first slice's turn among all the others'
  // (nextSlice), an awaited worker's too: run beside a command's slice in the same turn, it held
  // requests twice as long. Ordinary batches keep the one turn: readers rely on a projection
  // being as quick as the reactor beside it (a mailed reset code is valid once the mail is sent).
  async beforeBatch(name: string, size: number, fullSize: number, { bulk = false } = {}): Promise<void> {
    if (size === 0 || size >= fullSize) return;
    if (bulk) await this.nextSlice(name);
    else if (this.isAwaited(name)) return;
    else await nextTurn();
    if (this.isAwaited(name)) return;
    const ahead = [...this.#waits];
    if (ahead.length === 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#listeners.delete(onWait);
        resolve();
      };
      // A request that starts waiting on this worker meanwhile must not wait behind it.
      const onWait = (wait: PendingWait) => {
        if (wait.names.has(name)) done();
      };
      const timer = setTimeout(done, this.maxYieldMs);
      this.#listeners.add(onWait);
      void Promise.allSettled(ahead.map((wait) => wait.settled)).then(done);
    });
  }
}
