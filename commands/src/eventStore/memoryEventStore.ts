import { checkExpectedRevision, findDuplicateId, requireEvents } from './appendRules';
import { ChangeSignal } from './changeSignal';
import { DuplicateEventIdError, type EventStore, type ReadAllOptions } from './eventStore';
import { fromRow, toJson, type EventRow } from './eventRow';
import { subscriptionHub } from './pollingSubscription';

// Same semantics as the sqlite store, kept in arrays. Each append runs without an await, so it is
// atomic with respect to every other caller in the process.
export const createMemoryEventStore = (): EventStore => {
  const log: EventRow[] = []; // log[i].position === i + 1
  const streams = new Map<string, EventRow[]>(); // streams.get(s)[r].revision === r
  const ids = new Set<string>();
  const readAll = ({ fromPosition = 0, maxCount = Infinity, types }: ReadAllOptions = {}) => {
    if (!types) return log.slice(fromPosition, fromPosition + maxCount).map(fromRow);
    const wanted = new Set(types);
    const rows: EventRow[] = [];
    for (let i = fromPosition; i < log.length && rows.length < maxCount; i++) if (wanted.has(log[i].type)) rows.push(log[i]);
    return rows.map(fromRow);
  };
  const headPosition = async () => log.length;
  const changes = new ChangeSignal();
  // Nothing outside this process can append, so polling is only a safety net.
  const subscriptions = subscriptionHub({ readAll: async (options) => readAll(options), headPosition, changes, pollIntervalMs: 1_000 });

  return {
    async append(stream, events, { expectedRevision }) {
      requireEvents(stream, events);
      const rows = streams.get(stream) ?? [];
      checkExpectedRevision(stream, expectedRevision, rows.length === 0 ? 'no_stream' : rows.length - 1);
      const duplicate = findDuplicateId(events, (id) => ids.has(id));
      if (duplicate !== undefined) throw new DuplicateEventIdError(stream, duplicate);
      for (const event of events) {
        const row: EventRow = {
          position: log.length + 1,
          id: event.id,
          stream,
          revision: rows.length,
          type: event.type,
          data: toJson(event.data),
          metadata: toJson(event.metadata),
        };
        log.push(row);
        rows.push(row);
        ids.add(row.id);
      }
      streams.set(stream, rows);
      changes.notify();
      const last = rows[rows.length - 1];
      return { nextExpectedRevision: last.revision, position: last.position };
    },

    async readStream(stream, { direction = 'forwards', fromRevision, maxCount = Infinity } = {}) {
      const rows = streams.get(stream) ?? [];
      if (direction === 'forwards') {
        const from = fromRevision ?? 0;
        return rows.slice(from, from + maxCount).map(fromRow);
      }
      const from = Math.min(fromRevision ?? rows.length - 1, rows.length - 1);
      return rows
        .slice(Math.max(0, from + 1 - maxCount), from + 1)
        .reverse()
        .map(fromRow);
    },

    readAll: async (options) => readAll(options),
    headPosition,
    subscribeToAll: (options) => subscriptions.subscribe(options),
    close: () => subscriptions.stopAll(),
  };
};
