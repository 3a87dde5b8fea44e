import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import { Loaded } from '../../../components/Loaded';
import { Pagination } from '../../../components/Pagination';
import { QueueBar } from '../QueueBar';
import { Section } from '../Section';
import { StaffConsolePage } from '../StaffConsolePage';
import { useQueueAddress } from '../useQueueAddress';
import { useStaffTickets } from './ticketsApi';
import { TicketsTable } from './TicketsTable';
import { EMPTY_QUEUE } from './ticketWords';

const TITLES: Record<QueueFilter, string> = { open: 'Open tickets', mine: 'Assigned to me', closed: 'Closed tickets' };

/** /staff/tickets: the Support Tickets queue. */
export function TicketsPage() {
  return (
    <StaffConsolePage title="Support Tickets">
      <TicketQueue />
    </StaffConsolePage>
  );
}

// Asked only once the gate has let a staff member through.
function TicketQueue() {
  const { filter, page, go } = useQueueAddress();
  const tickets = useStaffTickets(filter, page);
  return (
    <Section title={TITLES[filter]}>
      <QueueBar filter={filter} onChange={(next) => go(next)} total={tickets.data?.total} noun="ticket" />
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
