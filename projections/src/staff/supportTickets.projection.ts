import type { SupportEvent, SupportScreenshot } from '@lorewright/domain/community/support.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';

// Support tickets as the staff console lists and shows them. People are kept by id
// only: names are looked up in the users view when read, so erasing a person's data never has
// to find copies of their name here.
export const SUPPORT_TICKETS = 'supportTickets';

export interface SupportTicketHistoryRecord {
  kind: 'assigned' | 'closed' | 'reopened';
  staffId: string;
  // Set for 'assigned' only (null: to nobody).
  assigneeId?: string | null;
  at: string;
}

export interface SupportTicketDocument {
  _id: string; // ticketId
  userId: string;
  type: string;
  subject: string;
  content: string;
  // Private media storage keys; served to staff by index.
  screenshots: SupportScreenshot[];
  status: 'open' | 'closed';
  assigneeId: string | null;
  submittedAt: string;
  lastActivityAt: string;
  answers: { answerId: string; staffId: string; message: string; at: string }[];
  history: SupportTicketHistoryRecord[];
}

type On<T extends SupportEvent['type']> = (event: ProjectedEvent<Extract<SupportEvent, { type: T }>>, db: ProjectionStore) => Promise<unknown>;

const ticketOf = async (db: ProjectionStore, ticketId: string) => (await db.collection(SUPPORT_TICKETS).get(ticketId)) as SupportTicketDocument | null;

// Read, change, write back: the ticket is one small document.
const change = async (db: ProjectionStore, ticketId: string, at: string, changed: (ticket: SupportTicketDocument) => Partial<SupportTicketDocument>) => {
  const ticket = await ticketOf(db, ticketId);
  if (!ticket) return;
  await db.collection(SUPPORT_TICKETS).put({ ...ticket, ...changed(ticket), lastActivityAt: at });
};

const submitted: On<'SupportTicketSubmitted'> = async (event, db) => {
  const { ticketId, userId, type, subject, content, screenshots, at } = event.data;
  const ticket: SupportTicketDocument = {
    _id: ticketId,
    userId,
    type,
    subject,
    content,
    screenshots,
    status: 'open',
    assigneeId: null,
    submittedAt: at,
    lastActivityAt: at,
    answers: [],
    history: [],
  };
  await db.collection(SUPPORT_TICKETS).put({ ...ticket });
};

export const supportTicketsProjection = defineProjection<SupportEvent>()({
  name: 'supportTickets',
  version: 1,
  collections: {
    // Every list is served by an index, newest activity first, and its total by a count.
    [SUPPORT_TICKETS]: [
      // Open and closed queues.
      { fields: ['status', '-lastActivityAt', '_id'] },
      { fields: ['status'], counted: true },
      // Open tickets assigned to one staff member.
      { fields: ['status', 'assigneeId', '-lastActivityAt', '_id'] },
      { fields: ['status', 'assigneeId'], counted: true },
      // A person's tickets, newest first.
      { fields: ['userId', '-submittedAt', '_id'] },
    ],
  },
  on: {
    SupportTicketSubmitted: submitted,
    TicketAssigned: async (event, db) => {
      const { ticketId, assigneeId, staffId, at } = event.data;
      await change(db, ticketId, at, (ticket) => ({ assigneeId, history: [...ticket.history, { kind: 'assigned', staffId, assigneeId, at }] }));
    },
    TicketAnswered: async (event, db) => {
      const { ticketId, answerId, staffId, message, at } = event.data;
      await change(db, ticketId, at, (ticket) => ({ answers: [...ticket.answers, { answerId, staffId, message, at }] }));
    },
    TicketClosed: async (event, db) => {
      const { ticketId, staffId, at } = event.data;
      await change(db, ticketId, at, (ticket) => ({ status: 'closed', history: [...ticket.history, { kind: 'closed', staffId, at }] }));
    },
    TicketReopened: async (event, db) => {
      const { ticketId, staffId, at } = event.data;
      await change(db, ticketId, at, (ticket) => ({ status: 'open', history: [...ticket.history, { kind: 'reopened', staffId, at }] }));
    },
  },
});
