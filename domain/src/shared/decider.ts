import type { DomainEvent } from '../events/eventDefinition';

// The write-side model of one aggregate: fold its events into state, decide new events from a
// command. Both functions are pure so every business rule is testable without I/O.
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export const foldEvents = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
