import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import { evolveWith, type Decider } from '@lorewright/domain/shared/decider';
import { readEvents, type EventSource } from './streamReader';

export interface StateCacheOptions {
  // How many streams' states are kept (the least recently read go first).
  keep: number;
  // How long one folded state is built on before the stream is folded whole again, so a payload
  // erased in the store (ops forget) does not outlive this in memory.
  maxAgeMs: number;
  now?: () => number;
}

interface Folded<S> {
  revision: number;
  state: S;
  foldedAt: number;
}

/**
 * As createStateReader, for a stream read before many commands of other streams (a world, before
 * each of its elements'): the state last folded is kept, and a later read folds only the events
 * appended since, so a long stream costs its whole fold once, not on every command. Every read
 * still asks the store, so it is as current as the uncached reader, on every instance.
 */
export const createCachedStateReader = <E extends DomainEvent, S>(
  source: EventSource,
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve' | 'evolveAll'>,
  streamOf: (id: string) => string,
  { keep, maxAgeMs, now = Date.now }: StateCacheOptions,
) => {
  const folded = new Map<string, Folded<S>>();

  return async (id: string): Promise<S> => {
    const stream = streamOf(id);
    const cached = folded.get(stream);
    const known = cached && now() - cached.foldedAt < maxAgeMs ? cached : undefined;
    const events = await readEvents<E>(source, stream, known ? { fromRevision: known.revision + 1 } : undefined);
    const state = evolveWith(decider, known ? known.state : decider.initialState(), events);
    const revision = events.at(-1)?.revision ?? known?.revision ?? -1;
    folded.delete(stream);
    // An empty stream is not kept: its id may be anything a request names.
    if (revision >= 0) folded.set(stream, { revision, state, foldedAt: known?.foldedAt ?? now() });
    if (folded.size > keep) folded.delete(folded.keys().next().value!);
    return state;
  };
};
