import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import { evolveWith, type Decider } from '@lorewright/domain/shared/decider';
import { readEvents, type EventSource } from '../eventStore/streamReader';

// An aggregate as it was at a revision of its stream (a version in an element's
// history), folded with the aggregate's own evolve.
//
// Snapshots: while folding, the state after every SNAPSHOT_EVERY-th event is kept in memory,
// keyed by stream and revision; the next read folds from the nearest one at or below the wanted
// revision, so a writing autosaved 10,000 times reads at most SNAPSHOT_EVERY events per version
// once it was read through once. Events never change, so a snapshot never goes stale. The most
// recently read streams keep theirs (bounded; the least recently read are dropped).
export const SNAPSHOT_EVERY = 500;
const CACHED_STREAMS = 16;

export interface Version<S> {
  state: S;
  revision: number;
  // When the event at that revision was stored.
  at: string;
}

export const createVersionReader = <E extends DomainEvent, S>(
  source: EventSource,
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve' | 'evolveAll'>,
  options: { snapshotEvery?: number; cachedStreams?: number } = {},
) => {
  const every = options.snapshotEvery ?? SNAPSHOT_EVERY;
  const cachedStreams = options.cachedStreams ?? CACHED_STREAMS;
  // stream → (revision → state after that revision); Map order is the LRU order.
  const snapshots = new Map<string, Map<number, S>>();

  const snapshotsOf = (stream: string) => {
    const kept = snapshots.get(stream) ?? new Map<number, S>();
    snapshots.delete(stream);
    snapshots.set(stream, kept);
    while (snapshots.size > cachedStreams) snapshots.delete(snapshots.keys().next().value as string);
    return kept;
  };

  const nearest = (kept: Map<number, S>, revision: number) => {
    let best: number | null = null;
    for (const at of kept.keys()) if (at <= revision && (best === null || at > best)) best = at;
    return best;
  };

  return {
    // Null when the stream has no event at that revision.
    at: async (stream: string, revision: number): Promise<Version<S> | null> => {
      if (!Number.isInteger(revision) || revision < 0) return null;
      const kept = snapshotsOf(stream);
      const from = nearest(kept, revision);
      let state = from === null ? decider.initialState() : kept.get(from)!;
      const start = from === null ? 0 : from + 1;
      if (start > revision) {
        // Exactly a snapshot: its time is that of its own event.
        const [event] = await source.eventStore.readStream(stream, { fromRevision: revision, maxCount: 1 });
        return event ? { state, revision, at: event.metadata.timestamp } : null;
      }
      const events = await readEvents<E>(source, stream, { fromRevision: start, maxCount: revision - start + 1 });
      const last = events.at(-1);
      if (!last || last.revision !== revision) return null;
      // Folded a run at a time (up to each snapshot), so a large element is copied once per run.
      let run: E[] = [];
      for (const event of events) {
        run.push(event);
        if ((event.revision + 1) % every !== 0) continue;
        state = evolveWith(decider, state, run);
        run = [];
        kept.set(event.revision, state);
      }
      state = evolveWith(decider, state, run);
      return { state, revision, at: last.metadata.timestamp };
    },

    // The revision of the stream's last event, null when it has none.
    head: async (stream: string): Promise<number | null> => {
      const [last] = await source.eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
      return last ? last.revision : null;
    },
  };
};

export type VersionReader<S> = ReturnType<typeof createVersionReader<DomainEvent, S>>;
