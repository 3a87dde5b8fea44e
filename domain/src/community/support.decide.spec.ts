import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { supportDecider, SUPPORT_TICKET_EXISTS, type SupportTicket } from './support.decide';

const spec = deciderSpec(supportDecider);
const ticket: SupportTicket = {
  ticketId: 't1',
  userId: 'ada',
  type: 'problem',
  subject: 'The map will not load',
  content: 'It spins forever.',
  screenshots: [{ key: 'support/t1/1.png', contentType: 'image/png', size: 120 }],
  at: '2026-11-22T10:00:00.000Z',
};
const submitted = { type: 'SupportTicketSubmitted' as const, data: ticket };

describe('support tickets', () => {
  it('a new ticket is submitted with everything it says', () => {
    spec.given([]).when({ type: 'SubmitTicket', ticket }).then([submitted]);
  });

  it('the same ticket id is refused a second time', () => {
    spec
      .given([submitted])
      .when({ type: 'SubmitTicket', ticket: { ...ticket, subject: 'Again' } })
      .thenThrows(SUPPORT_TICKET_EXISTS);
  });
});
