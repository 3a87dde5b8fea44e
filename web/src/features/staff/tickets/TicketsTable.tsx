import type { StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { DataTable } from '../DataTable';
import { TicketStatusBadge } from './TicketStatusBadge';
import { ticketTypeWords } from './ticketWords';
import styles from './Tickets.module.css';

export const ticketLink = (ticketId: string) => `/staff/tickets/${encodeURIComponent(ticketId)}`;
export const personLink = (userId: string) => `/staff/users/${encodeURIComponent(userId)}`;

/** Tickets as rows: the subject opens the ticket, the person their page in the console. */
export function TicketsTable({ caption, tickets, showPerson = true }: { caption: string; tickets: StaffTicketListItem[]; showPerson?: boolean }) {
  const columns = ['Subject', ...(showPerson ? ['Person'] : []), 'Type', 'Submitted', 'Assigned to', 'Status'];
  return (
    <DataTable caption={caption} columns={columns}>
      {tickets.map((ticket) => (
        <tr key={ticket.ticketId}>
          <th scope="row" className={styles.subject} data-wrap>
            <Link to={ticketLink(ticket.ticketId)}>{ticket.subject}</Link>
          </th>
          {showPerson && (
            <td>
              <Link to={personLink(ticket.userId)}>{ticket.userName}</Link>
            </td>
          )}
          <td>{ticketTypeWords(ticket.type)}</td>
          <td>{formatDate(ticket.submittedAt)}</td>
          <td>{ticket.assignee?.name ?? 'Nobody'}</td>
          <td>
            <TicketStatusBadge status={ticket.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
