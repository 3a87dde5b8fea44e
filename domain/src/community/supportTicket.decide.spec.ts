import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { ticketMessages as m } from '../staff/ticketMessages';
import type { SupportEvent } from './support.events';
import { supportTicketDecider } from './supportTicket.decide';

const spec = deciderSpec(supportTicketDecider);
const ticketId = 't1';
const at = '2026-11-25T10:00:00.000Z';
const staffId = 's1';

const submitted: SupportEvent = {
  type: 'SupportTicketSubmitted',
  data: { ticketId, userId: 'ada', type: 'question', subject: 'Maps?', content: 'How do maps work?', screenshots: [], at },
};
const assigned = (assigneeId: string | null): SupportEvent => ({ type: 'TicketAssigned', data: { ticketId, assigneeId, staffId, at } });
const answered: SupportEvent = { type: 'TicketAnswered', data: { ticketId, answerId: 'a1', staffId, message: 'Like this.', at } };
const closed: SupportEvent = { type: 'TicketClosed', data: { ticketId, staffId, at } };
const reopened: SupportEvent = { type: 'TicketReopened', data: { ticketId, staffId, at } };

const assign = (assigneeId: string | null) => ({ type: 'AssignTicket' as const, ticketId, assigneeId, staffId, at });
const answer = { type: 'AnswerTicket' as const, ticketId, answerId: 'a1', message: 'Like this.', staffId, at };
const close = { type: 'CloseTicket' as const, ticketId, staffId, at };
const reopen = { type: 'ReopenTicket' as const, ticketId, staffId, at };

describe('a support ticket in the staff console', () => {
  it('an unknown ticket is not found, whatever staff try', () => {
    for (const command of [assign('s2'), answer, close, reopen]) spec.given([]).when(command).thenThrows(m.ticketNotFound);
  });

  it('staff assign a ticket to a staff member, to another, and to nobody', () => {
    spec
      .given([submitted])
      .when(assign('s2'))
      .then([assigned('s2')]);
    spec
      .given([submitted, assigned('s2')])
      .when(assign('s3'))
      .then([assigned('s3')]);
    spec
      .given([submitted, assigned('s2')])
      .when(assign(null))
      .then([assigned(null)]);
  });

  it('assigning to the current assignee changes nothing', () => {
    spec
      .given([submitted, assigned('s2')])
      .when(assign('s2'))
      .then([]);
    spec.given([submitted]).when(assign(null)).then([]);
  });

  it('staff answer an open ticket, as often as needed', () => {
    spec.given([submitted]).when(answer).then([answered]);
    spec.given([submitted, answered]).when(answer).then([answered]);
  });

  it('a closed ticket takes neither an answer nor an assignee', () => {
    spec.given([submitted, closed]).when(answer).thenThrows(m.ticketClosed);
    spec.given([submitted, closed]).when(assign('s2')).thenThrows(m.ticketClosed);
  });

  it('closing a closed ticket changes nothing', () => {
    spec.given([submitted]).when(close).then([closed]);
    spec.given([submitted, closed]).when(close).then([]);
  });

  it('only a closed ticket is reopened, and then takes answers again', () => {
    spec.given([submitted]).when(reopen).thenThrows(m.notClosed);
    spec.given([submitted, closed]).when(reopen).then([reopened]);
    spec.given([submitted, closed, reopened]).when(answer).then([answered]);
  });
});
