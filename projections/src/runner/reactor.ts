import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import type { ProjectedEvent } from './projectedEvent';

// A process manager: turns events into side effects (mail, notifications, payment calls).
// Delivery is at least once; handlers must be safe to repeat for the same event id (e.g. use
// the event id as the mail's or notification's id).
type Handlers<E extends DomainEvent> = {
  [T in E['type']]?: (event: ProjectedEvent<Extract<E, { type: T }>>) => unknown;
};

export interface Reactor<E extends DomainEvent = DomainEvent> {
  name: string;
  on: Handlers<E>;
}

export const defineReactor = <E extends DomainEvent>(reactor: Reactor<E>): Reactor => reactor as unknown as Reactor;
