import type { ChangeSignal } from './changeSignal';
import type { EventStore, RecordedEvent, SubscribeOptions, Subscription } from './eventStore';

export interface PollingSource {
  readAll: EventStore['readAll'];
  headPosition: EventStore['headPosition'];
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

  async function* batches(): AsyncGenerator<RecordedEvent[], void, undefined> {
    try {
      while (!stopping.signal.aborted) {
        const seen = source.changes.version;
        const head = types ? await source.headPosition() : 0;
        const batch = await source.readAll({ fromPosition: position, maxCount: batchSize, ...(types ? { types } : {}) });
        if (stopping.signal.aborted) return;
        const last = batch.at(-1)?.position ?? position;
        const reached = batch.length < batchSize ? Math.max(head, last) : last;
        if (reached <= position) {
          await source.changes.wait(seen, source.pollIntervalMs, stopping.signal);
          continue;
        }
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
