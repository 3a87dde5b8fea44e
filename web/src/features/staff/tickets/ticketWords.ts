import { SUPPORT_TYPE_NAMES, type SupportType } from '@lorewright/domain/community/support.events';
import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { StaffTicketHistoryEntry, StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';

// The console's words for a ticket's codes; the type names are the support page's (product.md §4).
export const ticketTypeWords = (type: string) => (Object.hasOwn(SUPPORT_TYPE_NAMES, type) ? SUPPORT_TYPE_NAMES[type as SupportType] : type);

export const TICKET_STATUS_WORDS: Record<StaffTicketListItem['status'], string> = { open: 'Open', closed: 'Closed' };

export const EMPTY_QUEUE: Record<QueueFilter, string> = {
  open: 'There are no open tickets.',
  mine: 'No open tickets are assigned to you.',
  closed: 'There are no closed tickets.',
};

export const historyWords = (entry: StaffTicketHistoryEntry) => {
  switch (entry.kind) {
    case 'assigned':
      if (!entry.assignee) return `${entry.staff.name} unassigned it`;
      return entry.assignee._id === entry.staff._id
        ? `${entry.staff.name} assigned it to themselves`
        : `${entry.staff.name} assigned it to ${entry.assignee.name}`;
    case 'closed':
      return `${entry.staff.name} closed it`;
    case 'reopened':
      return `${entry.staff.name} reopened it`;
  }
};
