import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { SupportEvent } from './support.events';

// One support ticket over `support-{ticketId}`. The ticket id is new for every request, so a
// second submission on the same stream can only be a bug or a replayed command: refused, never
// a second mail to support.
export type SupportTicket = Extract<SupportEvent, { type: 'SupportTicketSubmitted' }>['data'];
export type SupportCommand = { type: 'SubmitTicket'; ticket: SupportTicket };

export interface SupportState {
  submitted: boolean;
}

export const SUPPORT_TICKET_EXISTS = 'This support ticket was already submitted.';

export const supportDecider: Decider<SupportCommand, SupportEvent, SupportState> = {
  initialState: () => ({ submitted: false }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'SupportTicketSubmitted':
        return { submitted: true };
      // What staff do later is decided by supportTicket.decide.ts.
      default:
        return state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'SubmitTicket': {
        if (state.submitted) throw conflict(SUPPORT_TICKET_EXISTS);
        return [{ type: 'SupportTicketSubmitted', data: command.ticket }];
      }
    }
  },
};
