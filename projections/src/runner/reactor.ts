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
  // True when repeating a handler is harmless by its nature (it sets a state, such as a media
  // slot, rather than sending a message): the runner then keeps no per-event "handled" mark,
  // one transaction per event, and only commits the checkpoint after each batch. A crash within
  // a batch repeats that batch's handlers, which is still at least once.
  repeatable?: boolean;
}

export const defineReactor = <E extends DomainEvent>(reactor: Reactor<E>): Reactor => reactor as unknown as Reactor;
