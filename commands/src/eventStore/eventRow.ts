import type { RecordedEvent } from './eventStore';

// How the embedded adapters keep an event: payloads as JSON text, so every read hands out fresh
// objects and the memory store accepts exactly what the sqlite store accepts.
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

export const fromTuple = ([position, id, stream, revision, type, data, metadata]: EventTuple): RecordedEvent => ({
  id,
  stream,
  revision,
  position,
  type,
  data: JSON.parse(data) as unknown,
  metadata: JSON.parse(metadata) as RecordedEvent['metadata'],
});

export const fromRow = (row: EventRow): RecordedEvent => fromTuple([row.position, row.id, row.stream, row.revision, row.type, row.data, row.metadata]);
