import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { foldEvents, type Decider } from '@lorewright/domain/shared/decider';
import type { EventMetadata, EventStore, ReadStreamOptions, RecordedEvent } from './eventStore';

// The one way past the event store to read what it holds: every stored payload is brought to
// today's shape (upcast from the version it was stored with, then validated) before anyone
// folds it, projects it or reacts to it.

// A stored event with its payload in today's shape, and where it stands in its stream and the log.
export type UpcastEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  stream: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
};

export const upcastEvent = <E extends DomainEvent = DomainEvent>(registry: EventRegistry, event: RecordedEvent): UpcastEvent<E> =>
  ({ ...event, data: registry.read(event.type, event.metadata.schemaVersion, event.data).data }) as UpcastEvent<E>;

// What reading needs; every deps object holding both ports can be passed as it is.
export interface EventSource {
  eventStore: EventStore;
  registry: EventRegistry;
}

// One stream's events (the options as EventStore.readStream takes them), upcast.
export const readEvents = async <E extends DomainEvent = DomainEvent>(
  source: EventSource,
  stream: string,
  options?: ReadStreamOptions,
): Promise<UpcastEvent<E>[]> => (await source.eventStore.readStream(stream, options)).map((event) => upcastEvent<E>(source.registry, event));

// An aggregate's current state by id: its stream read and folded with the decider's evolve. For
// the checks a handler makes before a command; the decision itself re-reads its own stream.
export const createStateReader =
  <E extends DomainEvent, S>(source: EventSource, decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>, streamOf: (id: string) => string) =>
  async (id: string): Promise<S> =>
    foldEvents(decider, await readEvents<E>(source, streamOf(id)));
