import type { UserView } from '@lorewright/domain/accounts/userView';
import type { SupportEvent } from '@lorewright/domain/community/support.events';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import { isDeliverableAddress, type Mailer } from './mailer';
import { ticketAnswerMail } from './ticketAnswerMail';

// Mails each answer staff give to a support ticket to the ticket's author. The event
// id is the mail's id, so at-least-once delivery (a replay) gives one mail (outbox) or one
// Message-ID (smtp). The address is read from the users view when the mail goes out: the
// current one is the one to use. Listed in api/src/reactors.ts, which says why the mail
// reactors live in api.
export const TICKET_ANSWERS_REACTOR = 'ticketAnswers';

export interface TicketAnswersDeps {
  mailer: Mailer;
  publicUrl: string;
  // The ticket as submitted (its stream's first event): who wrote it, and about what.
  ticketOf: (ticketId: string) => Promise<{ userId: string; subject: string } | null>;
  userById: (userId: string) => Promise<Pick<UserView, 'email'> | null>;
}

export const createTicketAnswersReactor = ({ mailer, publicUrl, ticketOf, userById }: TicketAnswersDeps) =>
  defineReactor<SupportEvent>({
    name: TICKET_ANSWERS_REACTOR,
    on: {
      TicketAnswered: async (event) => {
        const ticket = await ticketOf(event.data.ticketId);
        if (!ticket) return;
        const user = await userById(ticket.userId);
        if (!user || !isDeliverableAddress(user.email)) return;
        const mail = ticketAnswerMail({ to: { address: user.email }, subject: ticket.subject, message: event.data.message, publicUrl });
        await mailer.send({ id: event.id, ...mail });
      },
    },
  });
