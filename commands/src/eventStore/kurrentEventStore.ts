import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type JSONType,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { requireEvents } from './appendRules';
import { ChangeSignal } from './changeSignal';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type ExpectedRevision, type ReadAllOptions, type RecordedEvent } from './eventStore';
import { subscriptionHub } from './pollingSubscription';

// Position mapping. KurrentDB positions are {commit, prepare} byte offsets in its transaction log;
// the port wants one increasing number per event. We expose `prepare` (each event's own log offset;
// Number() is exact below 2^53 bytes = 8 PiB). To read $all after p we start at {commit: p,
// prepare: p}, which the server treats as inclusive, and drop events with prepare <= p.
// Assumption: $all order is prepare order and an event's record can be addressed as {p, p}, i.e.
// every event sits at its own single position and one append's events are written contiguously,
// never interleaved with another append's. KurrentDB's single writer gives that for ordinary
// appends (not verified against a server here: none can run on these machines).

const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

const isSystem = (event: KurrentRecordedEvent): boolean => event.type.startsWith('$') || event.streamId.startsWith('$');

const positionOf = (event: KurrentRecordedEvent): number => {
  if (!event.position) throw new Error('KurrentDB did not report event positions (server older than 22.6?).');
  return Number(event.position.prepare);
};

const toRecorded = (event: KurrentRecordedEvent): RecordedEvent => ({
  id: event.id,
  stream: event.streamId,
  revision: Number(event.revision),
  position: positionOf(event),
  type: event.type,
  data: event.data,
  metadata: event.metadata as unknown as EventMetadata,
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// User events of a $all read, in order.
const userEvents = async function* (reads: AsyncIterable<AllStreamResolvedEvent>) {
  for await (const { event } of reads) if (event && !isSystem(event)) yield toRecorded(event);
};

export const openKurrentEventStore = (connectionString: string): EventStore => {
  const client = KurrentDBClient.connectionString(connectionString);
  const changes = new ChangeSignal();
  // A live server subscription only as a doorbell: it wakes pollers at once when any process
  // appends. Correctness never depends on it; the polling readAll delivers the events.
  let doorbell: AllStreamSubscription | undefined;
  const ringOnServerAppends = () => {
    if (doorbell) return;
    doorbell = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    doorbell.on('data', () => changes.notify());
    doorbell.on('error', () => {}); // a lost doorbell only slows tailing down to the poll interval
  };

  const readAll = async ({ fromPosition = 0, maxCount = Number.MAX_SAFE_INTEGER, types }: ReadAllOptions = {}) => {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0 || types?.length === 0) return events;
    const from = fromPosition === 0 ? START : { commit: BigInt(fromPosition), prepare: BigInt(fromPosition) };
    // A types filter runs on the server: a regex of the exact names (no '$' type can match it).
    const filter = types ? eventTypeFilter({ regex: `^(?:${types.map(escapeRegex).join('|')})$` }) : excludeSystemEvents();
    // One more than asked for: the event at `from` itself comes back and is dropped.
    const reads = client.readAll({ fromPosition: from, maxCount: BigInt(maxCount) + 1n, filter });
    for await (const event of userEvents(reads)) {
      if (event.position <= fromPosition) continue;
      events.push(event);
      if (events.length >= maxCount) break;
    }
    return events;
  };

  const headPosition = async () => {
    const reads = client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: excludeSystemEvents() });
    for await (const event of userEvents(reads)) return event.position;
    return 0;
  };

  const subscriptions = subscriptionHub({ readAll, headPosition, changes, pollIntervalMs: 250 });

  const lastPositionOf = async (stream: string, revision: bigint): Promise<number> => {
    for await (const { event } of client.readStream(stream, { fromRevision: revision, maxCount: 1 })) {
      if (event) return positionOf(event);
    }
    throw new Error(`Stream ${stream}: revision ${revision} vanished right after it was appended.`);
  };

  return {
    async append(stream, events, { expectedRevision }) {
      requireEvents(stream, events);
      const data = events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data: data as JSONType, metadata: metadata as unknown as JSONType }));
      try {
        const result = await client.appendToStream(stream, data, { streamState: toStreamState(expectedRevision) });
        changes.notify();
        // The append's own position is that of the write, which matches its event's position only
        // for a single event; otherwise ask for the last event's position (read-your-writes waits on it).
        const position = events.length === 1 && result.position ? Number(result.position.prepare) : await lastPositionOf(stream, result.nextExpectedRevision);
        return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      }
    },

    async readStream(stream, { direction = 'forwards', fromRevision, maxCount } = {}) {
      const start = fromRevision === undefined ? (direction === 'forwards' ? START : END) : BigInt(fromRevision);
      const reads = client.readStream(stream, {
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        fromRevision: start,
        ...(maxCount === undefined ? {} : { maxCount }),
      });
      const events: RecordedEvent[] = [];
      if (maxCount === 0) return events;
      try {
        for await (const { event } of reads) if (event) events.push(toRecorded(event));
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    readAll,

    headPosition,

    subscribeToAll(options) {
      ringOnServerAppends();
      return subscriptions.subscribe(options);
    },

    async close() {
      await subscriptions.stopAll();
      await doorbell?.unsubscribe().catch(() => {});
      await client.dispose();
    },
  };
};
