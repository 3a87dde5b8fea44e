import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { Filter } from '../readStore/readStore';
import type { ProjectionViews } from '../runner/projectionViews';
import { SUPPORT_TICKETS, type SupportTicketDocument } from './supportTickets.projection';

// At most this many of a person's tickets on their staff page.
export const PERSON_TICKETS_LIMIT = 100;

const NEWEST_ACTIVITY = { lastActivityAt: -1, _id: 1 } as const;
const NEWEST_SUBMITTED = { submittedAt: -1, _id: 1 } as const;

// The queue filters as index-backed filters (supportTickets.projection.ts declares the indexes).
const filterOf = (filter: QueueFilter, staffId: string): Filter => {
  switch (filter) {
    case 'open':
      return { status: 'open' };
    case 'mine':
      return { status: 'open', assigneeId: staffId };
    case 'closed':
      return { status: 'closed' };
  }
};

// Reads of the supportTickets projection, for the staff console's ticket routes.
export const createSupportTicketQueries = (views: ProjectionViews) => {
  const tickets = views.collection('supportTickets', SUPPORT_TICKETS);
  const asTickets = (documents: unknown[]) => documents as SupportTicketDocument[];
  return {
    ticketById: async (ticketId: string) => (await tickets.get(ticketId)) as SupportTicketDocument | null,
    // One page of a queue, newest activity first, and the queue's total.
    queue: async (filter: QueueFilter, staffId: string, { skip, limit }: { skip: number; limit: number }) => {
      const of = filterOf(filter, staffId);
      const [page, total] = await Promise.all([tickets.find(of, { sort: NEWEST_ACTIVITY, skip, limit }), tickets.count(of)]);
      return { total, tickets: asTickets(page) };
    },
    // A person's tickets, newest first.
    ticketsOfUser: async (userId: string) => asTickets(await tickets.find({ userId }, { sort: NEWEST_SUBMITTED, limit: PERSON_TICKETS_LIMIT })),
  };
};

export type SupportTicketQueries = ReturnType<typeof createSupportTicketQueries>;
