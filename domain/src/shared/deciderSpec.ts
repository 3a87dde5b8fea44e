import { expect } from 'vitest';
import type { DomainEvent } from '../events/eventDefinition';
import { foldEvents, type Decider } from './decider';

// The state after `events` as the command handler keeps it: a decider that folds in place
// (evolveOwned) must reach the state its copying fold reaches, event after event.
const foldedState = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S => {
  const state = foldEvents(decider, events);
  if (decider.evolveOwned) {
    let owned = decider.initialState();
    for (const event of events) owned = decider.evolveOwned(owned, [event]);
    expect(owned).toEqual(state);
  }
  return state;
};

// given(events).when(command).then(events) — specs read as stories (used only by *.spec.ts).
export const deciderSpec = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, foldedState(decider, events));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string) => expect(run).toThrow(message),
      };
    },
  }),
});
