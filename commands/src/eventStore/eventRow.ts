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

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

export const fromRow = (row: EventRow): RecordedEvent => ({
  id: row.id,
  stream: row.stream,
  revision: row.revision,
  position: row.position,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
});
