import type { StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import { TICKET_STATUS_WORDS } from './ticketWords';
import styles from './Tickets.module.css';

/** A ticket's status as a pill: Open or Closed. */
export function TicketStatusBadge({ status }: { status: StaffTicketListItem['status'] }) {
  return (
    <span className={`pill-label ${styles.status}`} data-status={status}>
      {TICKET_STATUS_WORDS[status]}
    </span>
  );
}
