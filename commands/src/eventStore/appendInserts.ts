import type Database from 'better-sqlite3';
import { stringifyKeeping, stringifyKeepingInSlices } from '@lorewright/domain/shared/frozenJson';
import { checkExpectedRevision } from './appendRules';
import type { AppendResult, ExpectedRevision, NewEvent } from './eventStore';
import { toJson } from './eventRow';

// The embedded event store's inserts: an append is one transaction, all or nothing.

export interface Appended {
  result: AppendResult;
  stored: StoredRow[];
}

export interface StoredRow {
  position: number;
  revision: number;
  data: string;
  metadata: string;
}

export interface AppendStatements {
  lastRevision: Database.Statement<[string], number>;
  insert: Database.Statement<[string, string, number, string, string, string]>;
}

export const appendStatements = (db: Database.Database): AppendStatements => ({
  lastRevision: db.prepare<[string], number>('SELECT MAX(revision) FROM events WHERE stream = ?').pluck(),
  insert: db.prepare<[string, string, number, string, string, string]>(
    'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  ),
});

// An event's columns as stored. A large frozen field's text is kept for the projections that
// store it again (frozenJson.ts).
export const dataText = (event: NewEvent): string => stringifyKeeping(event.data ?? null);
// dataText with turns between the slices of a long list (a bulk add of 10,000 points).
export const dataTextInSlices = (event: NewEvent, between: () => Promise<void>): Promise<string> => stringifyKeepingInSlices(event.data ?? null, between);
export const metadataText = (event: NewEvent): string => toJson(event.metadata);

// Inserts the events after the stream's last revision (checked against `expected`); the caller
// runs it inside a transaction.
export const insertEvents = (statements: AppendStatements, stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Appended => {
  const actual = statements.lastRevision.get(stream) ?? 'no_stream';
  checkExpectedRevision(stream, expected, actual);
  let revision = actual === 'no_stream' ? -1 : actual;
  let position = 0;
  const stored: StoredRow[] = [];
  for (const event of events) {
    revision += 1;
    const data = dataText(event);
    const metadata = metadataText(event);
    position = Number(statements.insert.run(event.id, stream, revision, event.type, data, metadata).lastInsertRowid);
    stored.push({ position, revision, data, metadata });
  }
  return { result: { nextExpectedRevision: revision, position }, stored };
};

// This process's appends one at a time, in call order.
export class AppendTurns {
  #last: Promise<void> = Promise.resolve();

  take(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#last.then(() => release);
    this.#last = this.#last.then(() => turn);
    return ready;
  }
}
