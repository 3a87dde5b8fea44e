import type { Decider } from '../shared/decider';
import { notFound } from '../shared/errors';
import type { AccessCommand } from './access.commands';
import type { AccessEvent } from './access.events';

export interface VisitorState {
  known: boolean;
  pageViews: number;
}

export const accessDecider: Decider<AccessCommand, AccessEvent, VisitorState> = {
  initialState: () => ({ known: false, pageViews: 0 }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'VisitorArrived':
        return { ...state, known: true };
      case 'PageVisited':
        return event.data.closing ? state : { ...state, pageViews: state.pageViews + 1 };
      case 'VisibilityChanged':
        return state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'RecordAccess': {
        const visit: AccessEvent = { type: 'PageVisited', data: { aId: command.aId, url: command.url, closing: command.closing } };
        // First-visit details are only kept from the visitor's first call.
        if (state.known) return [visit];
        return [{ type: 'VisitorArrived', data: { aId: command.aId, details: command.details } }, visit];
      }
      case 'RecordVisibility': {
        if (!state.known) throw notFound('Unknown visitor.');
        return [{ type: 'VisibilityChanged', data: { aId: command.aId, visibility: command.visibility } }];
      }
    }
  },
};
