import { StaffNav } from '../StaffNav';
import { StaffOnly } from '../StaffOnly';

/** /staff/reports (issue 19): the Content Reports queue. */
export function ReportsPage() {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        <title>Content Reports · Staff Console · Lorewright</title>
        <header className="page-heading">
          <h1 className="dashboard-title">Content Reports</h1>
        </header>
        <StaffNav />
      </div>
    </StaffOnly>
  );
}
