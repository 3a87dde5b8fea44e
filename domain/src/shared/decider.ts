import type { DomainEvent } from '../events/eventDefinition';
import type { Steps } from './steps';

// The write-side model of one aggregate: fold its events into state, decide new events from a
// command. Both functions are pure so every business rule is testable without I/O.
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  // The same as evolving by each event in turn, for states with large collections: it copies
  // them once for the whole batch rather than once per event.
  evolveAll?: (state: State, events: readonly Event[]) => State;
  // The same again, changing `state` itself: only for a state its caller holds alone (the
  // command handler's own folded state, once its events are stored). Editing one point of
  // 10,000 then copies nothing, where evolveAll copies the whole record (~4 ms a command).
  evolveOwned?: (state: State, events: readonly Event[]) => State;
  decide: (command: Command, state: State) => Event[];
  // The same decision as steps (steps.ts), for deciders whose commands may carry long lists (a
  // whole list of 10,000 points): the command handler lets other requests in between them.
  decideInSteps?: (command: Command, state: State) => Steps<Event[]>;
}

// Events applied in order to a state's draft, each at the next revision: the loop of every
// batch fold (evolveAll) and fold in place (evolveOwned).
export const applyEach = <D extends { revision: number }, Event>(draft: D, events: readonly Event[], apply: (draft: D, event: Event) => void): D => {
  for (const event of events) {
    draft.revision += 1;
    apply(draft, event);
  }
  return draft;
};

type Evolving<Event extends DomainEvent, State> = Pick<Decider<unknown, Event, State>, 'evolve' | 'evolveAll'>;

// The state after `events`, by the decider's batch evolve when it has one.
export const evolveWith = <Event extends DomainEvent, State>(decider: Evolving<Event, State>, state: State, events: readonly Event[]): State =>
  decider.evolveAll ? decider.evolveAll(state, events) : events.reduce(decider.evolve, state);

export const foldEvents = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve' | 'evolveAll'>,
  events: readonly Event[],
): State => evolveWith(decider, decider.initialState(), events);
