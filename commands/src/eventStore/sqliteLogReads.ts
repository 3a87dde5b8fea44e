import type Database from 'better-sqlite3';
import type { RecordedEvent } from './eventStore';
import { EVENT_COLUMNS, fromTuple, type EventTuple } from './eventRow';

const NO_LIMIT = -1; // SQLite's LIMIT -1 means "all rows"

interface TypedReads {
  // Every event of the types in a range of positions, walking the table in position order.
  window: Database.Statement<unknown[], EventTuple>;
  // Per type, the first `maxCount` positions from the (type, position) index, merged, then only
  // those rows: each read costs at most (types × maxCount) index entries however sparse the
  // types are, and no other event's row is read.
  indexed: Database.Statement<unknown[], EventTuple>;
}

// The sqlite event store's reads of the global log, in position order (readAll when this
// process's recent appends do not answer it). Rows come back as tuples (eventRow.ts).
//
// A read of some event types first walks the next `maxCount` positions, and only asks the
// (type, position) index for what that window did not fill. A projection catching up usually
// handles most events in its stretch of the log (a rebuild, a backlog of its own events): the
// walk reads those rows in order, where the index alone cost a lookup per type and per row; a
// sparse read pays one walk of `maxCount` rows in the table, then reads as before.
export const sqliteLogReads = (db: Database.Database) => {
  const everything = db.prepare<[number, number], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true);

  // One pair of statements per distinct list of types (each projection and reactor has one).
  const byTypes = new Map<string, TypedReads>();
  const readsOf = (types: readonly string[]): TypedReads => {
    const key = types.join('\u0000');
    let reads = byTypes.get(key);
    if (!reads) {
      const list = types.map(() => '?').join(', ');
      const perType = types.map(() => 'SELECT position FROM (SELECT position FROM events WHERE type = ? AND position > ? ORDER BY position LIMIT ?)');
      reads = {
        // `+type`: SQLite must walk the primary key here, not pick the type index for this term.
        window: db
          .prepare<unknown[], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? AND +type IN (${list}) ORDER BY position`)
          .raw(true),
        indexed: db
          .prepare<unknown[], EventTuple>(
            `SELECT ${EVENT_COLUMNS} FROM events WHERE position IN (${perType.join(' UNION ALL ')} ORDER BY position LIMIT ?) ORDER BY position`,
          )
          .raw(true),
      };
      if (byTypes.size >= 100) byTypes.clear();
      byTypes.set(key, reads);
    }
    return reads;
  };
  const fromIndex = (reads: TypedReads, types: readonly string[], after: number, maxCount: number) =>
    reads.indexed.all(...types.flatMap((type) => [type, after, maxCount]), maxCount);

  // One read transaction, so both statements see one snapshot: an append by another process
  // between them could otherwise fill the window after it was read, and be skipped.
  const ofTypes = db.transaction((types: readonly string[], fromPosition: number, maxCount: number): EventTuple[] => {
    const reads = readsOf(types);
    if (maxCount < 0) return fromIndex(reads, types, fromPosition, NO_LIMIT);
    const windowEnd = fromPosition + maxCount;
    const near = reads.window.all(fromPosition, windowEnd, ...types);
    if (near.length === maxCount) return near;
    const further = fromIndex(reads, types, windowEnd, maxCount - near.length);
    return further.length === 0 ? near : near.concat(further);
  });

  return {
    // The events after `fromPosition`, at most `maxCount` (-1: all).
    all: (fromPosition: number, maxCount: number): RecordedEvent[] => everything.all(fromPosition, maxCount).map(fromTuple),
    // Only events of these types (distinct, at least one); maxCount counts the matches.
    ofTypes: (types: readonly string[], fromPosition: number, maxCount: number): RecordedEvent[] => ofTypes(types, fromPosition, maxCount).map(fromTuple),
  };
};
