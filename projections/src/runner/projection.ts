import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { CollectionWriter, IndexDeclaration } from '../readStore/readStore';
import type { ProjectedEvent } from './projectedEvent';

// What a projection handler writes to: its own collections, by their logical names. The runner
// maps them to the physical collections of the build being written.
export interface ProjectionStore {
  collection(name: string): CollectionWriter;
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

export const defineProjection = <E extends DomainEvent>(projection: Projection<E>): Projection => projection as unknown as Projection;
