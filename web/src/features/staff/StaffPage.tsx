import { StaffNav } from './StaffNav';
import { StaffOnly } from './StaffOnly';
import { UserSearch } from './UserSearch';

/** /staff (issue 19): the staff console's front page, a search for a person. */
export function StaffPage() {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        <title>Staff Console · Lorewright</title>
        <header className="page-heading">
          <h1 className="dashboard-title">Staff Console</h1>
          <p className="page-intro">Find a person to see their account, violations, billing, worlds and events.</p>
        </header>
        <StaffNav />
        <UserSearch />
      </div>
    </StaffOnly>
  );
}
