// The EventStore port: the only source of truth. Adapters: sqlite (embedded default),
// kurrentdb (production), memory (tests). All of them pass eventStore.contract.ts.

export interface EventMetadata {
  // Who caused the change; null for anonymous visitors and the system itself.
  actorId: string | null;
  // Others whose typing the change carries: co-typed text is saved by one of those who typed it.
  coActorIds?: string[];
  // Groups every event caused by one request; the request id when it came over HTTP.
  correlationId: string;
  // The event (or command) that caused this one, for reactors.
  causationId: string | null;
  // ISO-8601 time the command was handled.
  timestamp: string;
  // Payload version from the domain's event definition, for upcasting on read.
  schemaVersion: number;
}

export interface NewEvent {
  id: string; // UUID, unique across the whole log
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  stream: string;
  // 0-based position inside its stream.
  revision: number;
  // Position in the global log: strictly increasing, starts at 1. 0 means "before everything".
  position: number;
}

// 'no_stream': the stream must not exist. 'exists': it must have at least one event.
// 'any': no check. A number: the revision of the stream's last event must be exactly that.
export type ExpectedRevision = 'no_stream' | 'any' | 'exists' | number;

export interface AppendResult {
  // Revision of the last event appended; pass it as expectedRevision for the next append.
  nextExpectedRevision: number;
  // Global position of the last event appended; used for read-your-writes.
  position: number;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  // Inclusive. Forwards default 0; backwards default the stream's last revision.
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  // Exclusive: events with position > fromPosition. Default 0.
  fromPosition?: number;
  // Counts the events returned (after the types filter).
  maxCount?: number;
  // Only events whose type is one of these (exact names), read and parsed; the others are
  // skipped by the store. Omitted: every event. Empty: none.
  types?: readonly string[];
}

export interface SubscribeOptions {
  // Exclusive, like ReadAllOptions.fromPosition.
  fromPosition?: number;
  // Largest batch delivered at once (catch-up reads come in batches of this size).
  batchSize?: number;
  // Only events of these types, like ReadAllOptions.types. A filtered subscription also yields an
  // empty batch when it has read further along the log without finding one (see `position`).
  types?: readonly string[];
}

// Catches up from a position and then tails the log. Each batch is in position order; every
// event is delivered exactly once per subscription. The next batch is not read until the
// consumer asks for it, so a slow consumer is never flooded.
export interface Subscription extends AsyncIterable<RecordedEvent[]> {
  // How far the subscription has read: every (matching) event at or before this position has
  // been delivered, in the batch just yielded or an earlier one. With a types filter it can be
  // past the last delivered event, up to the log head seen when reading; a consumer may move its
  // checkpoint there, since nothing after its last event up to it was meant for it.
  readonly position: number;
  stop(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, found ${String(actual)}.`);
    this.name = 'WrongExpectedRevisionError';
  }
}

// An event id is already in the log (or twice in one append). Nothing of that append is stored.
export class DuplicateEventIdError extends Error {
  constructor(
    readonly stream: string,
    readonly eventId: string,
  ) {
    super(`Stream ${stream}: event id ${eventId} is already in the log.`);
    this.name = 'DuplicateEventIdError';
  }
}

export interface EventStore {
  append(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  // An unknown stream reads as [].
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  // Position of the newest event in the log, 0 when it is empty.
  headPosition(): Promise<number>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

// Streams are named `category-id`; the category never contains '-'.
export const streamName = (category: string, id: string): string => {
  if (category.includes('-')) throw new Error(`Stream category ${category} must not contain '-'.`);
  return `${category}-${id}`;
};
