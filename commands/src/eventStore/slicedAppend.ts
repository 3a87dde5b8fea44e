import Database from 'better-sqlite3';
import { stringifyKeeping } from '@lorewright/domain/shared/frozenJson';
import { checkExpectedRevision } from './appendRules';
import type { AppendResult, ExpectedRevision, NewEvent } from './eventStore';
import { toJson } from './eventRow';

// The embedded event store's appends. An append is one transaction, all or nothing; one of many
// events (10,000 points saved at once) inserts them in slices of SLICE_MS with a turn of the
// event loop between, on a connection of its own: reads on the store's connection see the log
// as committed meanwhile (WAL), and the other appends of this process wait their turn
// (AppendTurns) rather than meet its open transaction.

export const SLICED_APPEND_EVENTS = 500;
const SLICE_MS = 20;

export interface Appended {
  result: AppendResult;
  stored: { position: number; revision: number; data: string; metadata: string }[];
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

// Inserts the events after the stream's last revision (checked against `expected`), pausing
// after each so a caller can slice the work; returns what was stored.
export function* inserting(
  statements: AppendStatements,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Generator<void, Appended, undefined> {
  const actual = statements.lastRevision.get(stream) ?? 'no_stream';
  checkExpectedRevision(stream, expected, actual);
  let revision = actual === 'no_stream' ? -1 : actual;
  let position = 0;
  const stored: Appended['stored'] = [];
  for (const event of events) {
    revision += 1;
    // A large frozen field's text is kept for the projections that store it again (frozenJson.ts).
    const data = stringifyKeeping(event.data ?? null);
    const metadata = toJson(event.metadata);
    position = Number(statements.insert.run(event.id, stream, revision, event.type, data, metadata).lastInsertRowid);
    stored.push({ position, revision, data, metadata });
    yield;
  }
  return { result: { nextExpectedRevision: revision, position }, stored };
}

export const insertAll = (steps: Generator<void, Appended, undefined>): Appended => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const openSlicedAppends = (filePath: string, busyTimeoutMs: number) => {
  const writer = new Database(filePath);
  writer.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // FULL: the WAL is fsynced at every commit, so an acknowledged append survives power loss.
  writer.pragma('synchronous = FULL');
  const statements = appendStatements(writer);
  return {
    append: async (stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<Appended> => {
      writer.exec('BEGIN IMMEDIATE');
      try {
        const steps = inserting(statements, stream, events, expected);
        let sliceStarted = performance.now();
        for (;;) {
          const step = steps.next();
          if (step.done) {
            writer.exec('COMMIT');
            return step.value;
          }
          if (performance.now() - sliceStarted < SLICE_MS) continue;
          await nextTurn();
          sliceStarted = performance.now();
        }
      } catch (error) {
        if (writer.inTransaction) writer.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => {
      if (writer.open) writer.close();
    },
  };
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
