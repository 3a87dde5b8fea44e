import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { CollectionWriter, IndexDeclaration } from '../readStore/readStore';
import type { ProjectedEvent } from './projectedEvent';

// What a projection handler writes to: its own collections, by their logical names. The runner
// maps them to the physical collections of the build being written.
export interface ProjectionStore {
  collection(name: string): CollectionWriter;
  // Called by a handler between the parts of one large event (10,000 points added at once):
  // once the slice's time is spent, lets the event loop turn before it goes on, so requests are
  // served meanwhile. The unit of work stays open (readers read the last commit); a rebuild
  // never waits.
  breathe(): Promise<void>;
  // What a handler keeps for the rest of the slice of events (a large element's chunks, read
  // and parsed once however many of its events the slice applies), made by `make` on first ask;
  // its flush writes it before the slice commits.
  held<T extends HeldWrites>(key: string, make: () => T): T;
  // Writes everything held and forgets it (before a handler deletes what it may hold).
  settle(): Promise<void>;
}

export interface HeldWrites {
  flush(): Promise<void>;
}

type Handlers<E extends DomainEvent> = {
  [T in E['type']]?: (event: ProjectedEvent<Extract<E, { type: T }>>, store: ProjectionStore) => unknown;
};

export interface Projection<E extends DomainEvent = DomainEvent> {
  name: string;
  // Bump when handlers or document shapes change: the runner rebuilds the projection into new
  // collections beside the live ones and switches reads when the new build has caught up.
  version: number;
  // Logical collection names and their indexes.
  collections: Record<string, readonly IndexDeclaration[]>;
  on: Handlers<E>;
}

// `defineProjection<WorldEvent>()({ name: 'worlds', … })`: the events are named, the name is
// inferred and keeps its literal type, so the names of all projections make a union
// (allProjections.ts ViewName) that read-your-writes waits and view reads are checked against.
export const defineProjection =
  <E extends DomainEvent>() =>
  <const N extends string>(projection: Projection<E> & { name: N }): Projection & { name: N } =>
    projection as unknown as Projection & { name: N };
