import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import { Loaded } from '../../../components/Loaded';
import { Pagination } from '../../../components/Pagination';
import { QueueFilterTabs } from '../QueueFilterTabs';
import { Section } from '../Section';
import { StaffNav } from '../StaffNav';
import { StaffOnly } from '../StaffOnly';
import { useQueueAddress } from '../useQueueAddress';
import { useStaffTickets } from './ticketsApi';
import { TicketsTable } from './TicketsTable';
import { EMPTY_QUEUE } from './ticketWords';
import styles from './Tickets.module.css';

const TITLES: Record<QueueFilter, string> = { open: 'Open tickets', mine: 'Assigned to me', closed: 'Closed tickets' };

/** /staff/tickets (issue 19): the Support Tickets queue. */
export function TicketsPage() {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        <title>Support Tickets · Staff Console · Lorewright</title>
        <header className="page-heading">
          <h1 className="dashboard-title">Support Tickets</h1>
        </header>
        <StaffNav />
        <TicketQueue />
      </div>
    </StaffOnly>
  );
}

// Asked only once the gate has let a staff member through.
function TicketQueue() {
  const { filter, page, go } = useQueueAddress();
  const tickets = useStaffTickets(filter, page);
  return (
    <Section title={TITLES[filter]}>
      <div className={styles.queueBar}>
        <div className={styles.filters}>
          <QueueFilterTabs value={filter} onChange={(next) => go(next)} />
        </div>
        {tickets.data && tickets.data.total > 0 && <p className={styles.total}>{tickets.data.total === 1 ? '1 ticket' : `${tickets.data.total} tickets`}</p>}
      </div>
      <Loaded query={tickets}>
        {({ tickets: items, total, pageSize }) =>
          items.length === 0 ? (
            <p className="empty-note">{EMPTY_QUEUE[filter]}</p>
          ) : (
            <>
              <TicketsTable caption={TITLES[filter]} tickets={items} />
              <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onChange={(next) => go(filter, next)} label="Ticket pages" />
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
