import { expect } from 'vitest';
import type { DomainEvent } from '../events/eventDefinition';
import { foldEvents, type Decider } from './decider';

// given(events).when(command).then(events) — specs read as stories (used only by *.spec.ts).
export const deciderSpec = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, foldEvents(decider, events));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string) => expect(run).toThrow(message),
      };
    },
  }),
});
