import { notFound } from '@lorewright/domain/shared/errors';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import type { StaffPersonRef, StaffTicketDetail, StaffTicketHistoryEntry, StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import type { SupportTicketDocument } from '@lorewright/projections/staff/supportTickets.projection';
import type { QueriesOf } from '../routeTypes';

type PeoplePorts = QueriesOf<'accounts'>;

// Tickets as the staff console shows them. The read model keeps people by id; their names are
// the users view's current ones (a removed account reads as its id).
const peopleOf = async (ports: PeoplePorts, userIds: Iterable<string>) => {
  const ids = [...new Set(userIds)];
  const users = await Promise.all(ids.map((id) => ports.queries.accounts.userById(id)));
  const names = new Map(ids.map((id, index) => [id, users[index]?.name ?? id]));
  return (id: string): StaffPersonRef => ({ _id: id, name: names.get(id) ?? id });
};

const peopleIn = (ticket: SupportTicketDocument) => [
  ticket.userId,
  ...(ticket.assigneeId ? [ticket.assigneeId] : []),
  ...ticket.answers.map((answer) => answer.staffId),
  ...ticket.history.flatMap((entry) => [entry.staffId, ...(entry.assigneeId ? [entry.assigneeId] : [])]),
];

const listItemOf = (ticket: SupportTicketDocument, person: (id: string) => StaffPersonRef): StaffTicketListItem => ({
  ticketId: ticket._id,
  userId: ticket.userId,
  userName: person(ticket.userId).name,
  type: ticket.type,
  subject: ticket.subject,
  status: ticket.status,
  assignee: ticket.assigneeId ? person(ticket.assigneeId) : null,
  submittedAt: ticket.submittedAt,
  lastActivityAt: ticket.lastActivityAt,
});

export type StaffTicketListPorts = PeoplePorts;

export const staffTicketListOf = async (ports: StaffTicketListPorts, tickets: readonly SupportTicketDocument[]): Promise<StaffTicketListItem[]> => {
  const person = await peopleOf(
    ports,
    tickets.flatMap((ticket) => [ticket.userId, ...(ticket.assigneeId ? [ticket.assigneeId] : [])]),
  );
  return tickets.map((ticket) => listItemOf(ticket, person));
};

export type StaffTicketDetailPorts = QueriesOf<'supportTickets'> & PeoplePorts;

// GET staff/tickets/{ticketId} and the `ticket` of every action's answer.
export const staffTicketDetailOf = async (ports: StaffTicketDetailPorts, ticketId: string): Promise<StaffTicketDetail> => {
  const ticket = await ports.queries.supportTickets.ticketById(ticketId);
  if (!ticket) throw notFound(m.ticketNotFound);
  const person = await peopleOf(ports, peopleIn(ticket));
  return {
    ...listItemOf(ticket, person),
    content: ticket.content,
    screenshots: ticket.screenshots.map(({ contentType, size }, index) => ({ index: index + 1, contentType, size })),
    answers: ticket.answers.map(({ answerId, staffId, message, at }) => ({ answerId, staff: person(staffId), message, at })),
    history: ticket.history.map((entry): StaffTicketHistoryEntry =>
      entry.kind === 'assigned'
        ? { kind: 'assigned', staff: person(entry.staffId), assignee: entry.assigneeId ? person(entry.assigneeId) : null, at: entry.at }
        : { kind: entry.kind, staff: person(entry.staffId), at: entry.at },
    ),
  };
};
