import { WrongExpectedRevisionError, type ExpectedRevision, type NewEvent } from './eventStore';

// The rules every adapter that checks appends itself (sqlite, memory) applies the same way.

export type ActualRevision = number | 'no_stream';

export const checkExpectedRevision = (stream: string, expected: ExpectedRevision, actual: ActualRevision): void => {
  const ok =
    expected === 'any' || (expected === 'no_stream' && actual === 'no_stream') || (expected === 'exists' && actual !== 'no_stream') || expected === actual;
  if (!ok) throw new WrongExpectedRevisionError(stream, expected, actual);
};

// An empty append has no "last event" to report, so it is a programming error.
export const requireEvents = (stream: string, events: readonly NewEvent[]): void => {
  if (events.length === 0) throw new Error(`Stream ${stream}: append needs at least one event.`);
};

// The first id of the batch that is already stored or repeated inside the batch.
export const findDuplicateId = (events: readonly NewEvent[], isStored: (id: string) => boolean): string | undefined => {
  const seen = new Set<string>();
  for (const { id } of events) {
    if (seen.has(id) || isStored(id)) return id;
    seen.add(id);
  }
  return undefined;
};
