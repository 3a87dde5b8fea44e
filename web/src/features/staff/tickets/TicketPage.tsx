import { StaffNav } from '../StaffNav';
import { StaffOnly } from '../StaffOnly';

/** /staff/tickets/:ticketId (issue 19): one support ticket. */
export function TicketPage() {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        <StaffNav />
      </div>
    </StaffOnly>
  );
}
