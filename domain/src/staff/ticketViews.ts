// What the staff console shows of support tickets. Owned by the tickets slice.
// Names are the people's current ones, looked up when the answer is made (never stored with
// the ticket).

export interface StaffPersonRef {
  _id: string;
  name: string;
}

// A ticket in a queue and on a person's page.
export interface StaffTicketListItem {
  ticketId: string;
  userId: string;
  userName: string;
  type: string;
  subject: string;
  status: 'open' | 'closed';
  assignee: StaffPersonRef | null;
  submittedAt: string;
  lastActivityAt: string;
}

// A screenshot is served by GET staff/tickets/{ticketId}/screenshots/{index} (from 1).
export interface StaffTicketScreenshot {
  index: number;
  contentType: string;
  size: number;
}

export interface StaffTicketAnswer {
  answerId: string;
  staff: StaffPersonRef;
  message: string;
  at: string;
}

// Who assigned (to whom), closed or reopened the ticket, and when; oldest first.
export type StaffTicketHistoryEntry =
  { kind: 'assigned'; staff: StaffPersonRef; assignee: StaffPersonRef | null; at: string } | { kind: 'closed' | 'reopened'; staff: StaffPersonRef; at: string };

// GET staff/tickets/{ticketId}, and the `ticket` of every action's answer.
export interface StaffTicketDetail extends StaffTicketListItem {
  content: string;
  screenshots: StaffTicketScreenshot[];
  answers: StaffTicketAnswer[];
  history: StaffTicketHistoryEntry[];
}

// GET staff/tickets?filter=&page=
export interface StaffTicketPage {
  tickets: StaffTicketListItem[];
  total: number;
  page: number;
  pageSize: number;
}

// POST staff/tickets/{ticketId}/assign | answer | close | reopen
export interface StaffTicketActionAnswer {
  message: string;
  ticket: StaffTicketDetail;
}
