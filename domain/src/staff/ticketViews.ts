// What the staff console shows of support tickets (issue 19). Owned by the tickets slice.

// A ticket in a queue and on a person's page.
export interface StaffTicketListItem {
  ticketId: string;
  userId: string;
  userName: string;
  type: string;
  subject: string;
  status: 'open' | 'closed';
  assignee: { _id: string; name: string } | null;
  submittedAt: string;
  lastActivityAt: string;
}
