import type { UpcastEvent } from '@lorewright/commands/eventStore/streamReader';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';

// A stored event as projections and reactors see it: payload upcast to today's shape
// (commands/src/eventStore/streamReader.ts does the upcasting for every reader).
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = UpcastEvent<E>;
