import { StaffNav } from '../StaffNav';
import { StaffOnly } from '../StaffOnly';

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
      </div>
    </StaffOnly>
  );
}
