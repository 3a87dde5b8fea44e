import type { EventMetadata, RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';

// A stored event as projections and reactors see it: payload upcast to today's shape.
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  stream: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
};

export const toProjectedEvent = (registry: EventRegistry, event: RecordedEvent): ProjectedEvent => ({
  ...event,
  data: registry.read(event.type, event.metadata.schemaVersion, event.data).data,
});
