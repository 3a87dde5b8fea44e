import type { ChangeSignal } from './changeSignal';
import type { EventStore, ReadAllOptions, RecordedEvent, SubscribeOptions, Subscription } from './eventStore';

export interface PollingSource {
  readAll: EventStore['readAll'];
  headPosition: EventStore['headPosition'];
  // readAll, and the log's head as read just before it, in one go: a store that reads its head
  // for readAll anyway (sqlite) spares a second query. Every subscription of the process reads
  // once per append, so a save woke some thirty of them, each asking twice.
  readAllAndHead?: (options: ReadAllOptions) => Promise<{ events: RecordedEvent[]; head: number }>;
  // Notified on in-process appends (and whatever else the adapter can hear about).
  changes: ChangeSignal;
  // Re-read at least this often while idle, to see appends the signal cannot hear (other processes).
  pollIntervalMs: number;
}

const DEFAULT_BATCH_SIZE = 100;

// Catch-up and tailing are the same loop: read the next batch after the last delivered position,
// and wait for a change (or the poll interval) when there is none. Exactly-once and order follow
// from `readAll` returning, for an exclusive lower bound, a gap-free prefix of the committed log.
// With a types filter the head is read first: a read that comes back short of the batch size has
// then seen every matching event up to that head, so `position` moves there (and an empty batch
// is yielded once to say so) even when nothing matched.
// `onEnd` runs once the subscription is over, whether stopped or left by the consumer (break).
export const pollingSubscription = (source: PollingSource, options: SubscribeOptions = {}, onEnd: () => void = () => {}): Subscription => {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const stopping = new AbortController();
  const { types } = options;
  let position = options.fromPosition ?? 0;

  // The next batch after `position`, and the head read before it (0 when unfiltered: not needed).
  const read = async (): Promise<{ batch: RecordedEvent[]; head: number }> => {
    const reading: ReadAllOptions = { fromPosition: position, maxCount: batchSize, ...(types ? { types } : {}) };
    if (source.readAllAndHead) {
      const { events, head } = await source.readAllAndHead(reading);
      return { batch: events, head: types ? head : 0 };
    }
    const head = types ? await source.headPosition() : 0;
    return { batch: await source.readAll(reading), head };
  };

  async function* batches(): AsyncGenerator<RecordedEvent[], void, undefined> {
    // The change version before the last read, and whether that read came back short: it then
    // saw everything up to the head, so the next read waits for a change (or the poll) first
    // instead of asking the store again at once. Every subscription of the process is woken by
    // each append; most read nothing of theirs, and the read after it found nothing more.
    let seen = source.changes.version;
    let drained = false;
    try {
      while (!stopping.signal.aborted) {
        // Returns at once when anything was appended since `seen` (during the read or after it).
        if (drained) await source.changes.wait(seen, source.pollIntervalMs, stopping.signal);
        if (stopping.signal.aborted) return;
        seen = source.changes.version;
        const { batch, head } = await read();
        if (stopping.signal.aborted) return;
        const last = batch.at(-1)?.position ?? position;
        drained = batch.length < batchSize;
        const reached = drained ? Math.max(head, last) : last;
        if (reached <= position) continue;
        position = reached;
        yield batch;
      }
    } finally {
      onEnd();
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    get position() {
      return position;
    },
    // Aborting wakes a pending wait; return() then finishes the generator wherever it is.
    stop: async () => {
      stopping.abort();
      await iterator.return(undefined);
      onEnd(); // the generator's finally does not run when it never started
    },
  };
};

// Keeps an adapter's live subscriptions so close() can stop them all before releasing resources.
export const subscriptionHub = (source: PollingSource) => {
  const live = new Set<Subscription>();
  return {
    subscribe(options?: SubscribeOptions): Subscription {
      const subscription: Subscription = pollingSubscription(source, options, () => live.delete(subscription));
      live.add(subscription);
      return subscription;
    },
    async stopAll(): Promise<void> {
      await Promise.all([...live].map((subscription) => subscription.stop()));
    },
  };
};
