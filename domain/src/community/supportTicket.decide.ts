import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import { ticketMessages as m } from '../staff/ticketMessages';
import type { SupportEvent } from './support.events';

// What staff do with one support ticket over `support-{ticketId}`: assign it, answer
// it by mail, close and reopen it. The submission itself is support.decide.ts. A closed ticket
// takes no answer and no assignee until it is reopened; repeating what is already so (the same
// assignee, a second close) changes nothing.
export type SupportTicketCommand =
  | { type: 'AssignTicket'; ticketId: string; assigneeId: string | null; staffId: string; at: string }
  | { type: 'AnswerTicket'; ticketId: string; answerId: string; message: string; staffId: string; at: string }
  | { type: 'CloseTicket'; ticketId: string; staffId: string; at: string }
  | { type: 'ReopenTicket'; ticketId: string; staffId: string; at: string };

export interface SupportTicketState {
  submitted: boolean;
  closed: boolean;
  assigneeId: string | null;
}

const existing = (state: SupportTicketState) => {
  if (!state.submitted) throw notFound(m.ticketNotFound);
  return state;
};

const open = (state: SupportTicketState) => {
  if (existing(state).closed) throw conflict(m.ticketClosed);
  return state;
};

export const supportTicketDecider: Decider<SupportTicketCommand, SupportEvent, SupportTicketState> = {
  initialState: () => ({ submitted: false, closed: false, assigneeId: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'SupportTicketSubmitted':
        return { ...state, submitted: true };
      case 'TicketAssigned':
        return { ...state, assigneeId: event.data.assigneeId };
      case 'TicketAnswered':
        return state;
      case 'TicketClosed':
        return { ...state, closed: true };
      case 'TicketReopened':
        return { ...state, closed: false };
    }
  },

  decide: (command, state) => {
    const { ticketId, staffId, at } = command;
    switch (command.type) {
      case 'AssignTicket': {
        if (open(state).assigneeId === command.assigneeId) return [];
        return [{ type: 'TicketAssigned', data: { ticketId, assigneeId: command.assigneeId, staffId, at } }];
      }
      case 'AnswerTicket': {
        open(state);
        return [{ type: 'TicketAnswered', data: { ticketId, answerId: command.answerId, staffId, message: command.message, at } }];
      }
      case 'CloseTicket': {
        if (existing(state).closed) return [];
        return [{ type: 'TicketClosed', data: { ticketId, staffId, at } }];
      }
      case 'ReopenTicket': {
        if (!existing(state).closed) throw conflict(m.notClosed);
        return [{ type: 'TicketReopened', data: { ticketId, staffId, at } }];
      }
    }
  },
};
