import { deepFreeze } from '@lorewright/domain/shared/deepFreeze';
import type { RecordedEvent } from './eventStore';

// How the embedded adapters keep an event: payloads as JSON text, so every read hands out fresh
// payloads and the memory store accepts exactly what the sqlite store accepts.
export interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

// The same columns as a tuple, in this order: what better-sqlite3 returns in raw mode, which
// spares building a keyed object per row (as costly as the query itself in a long read).
export const EVENT_COLUMNS = 'position, id, stream, revision, type, data, metadata';
export type EventTuple = [position: number, id: string, stream: string, revision: number, type: string, data: string, metadata: string];

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

// The events of one command share their metadata (actor, correlation, time): the last text parsed
// is kept with its object, frozen, and the object handed out again for the same text (10,000
// events of one save parse it once). No reader changes an event's metadata.
let lastMetadataText: string | null = null;
let lastMetadata: RecordedEvent['metadata'] | null = null;
export const metadataOf = (text: string): RecordedEvent['metadata'] => {
  if (text !== lastMetadataText || !lastMetadata) {
    lastMetadata = deepFreeze(JSON.parse(text) as RecordedEvent['metadata']);
    lastMetadataText = text;
  }
  return lastMetadata;
};

export const fromTuple = ([position, id, stream, revision, type, data, metadata]: EventTuple): RecordedEvent => ({
  id,
  stream,
  revision,
  position,
  type,
  data: JSON.parse(data) as unknown,
  metadata: metadataOf(metadata),
});

export const fromRow = (row: EventRow): RecordedEvent => fromTuple([row.position, row.id, row.stream, row.revision, row.type, row.data, row.metadata]);
