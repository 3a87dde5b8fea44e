import { useParams } from 'react-router-dom';
import { Loaded } from '../../components/Loaded';
import { useStaffUser } from './api';
import { BillingSection } from './BillingSection';
import { BlockSection } from './BlockSection';
import { EventsSection } from './EventsSection';
import { IssueViolationSection } from './IssueViolationSection';
import { LoginHistorySection } from './LoginHistorySection';
import { ReportsSection } from './reports/ReportsSection';
import { StaffConsolePage } from './StaffConsolePage';
import { TicketsSection } from './tickets/TicketsSection';
import { UserHeader } from './UserHeader';
import { ViolationsSection } from './ViolationsSection';
import { WorldsSection } from './WorldsSection';

/** /staff/users/:id (issue 19): one person as staff see them, and what staff may do to them. */
export function StaffUserPage() {
  const { id = '' } = useParams();
  return (
    <StaffConsolePage>
      <StaffUser id={id} />
    </StaffConsolePage>
  );
}

// Asked only once the gate has let a staff member through.
function StaffUser({ id }: { id: string }) {
  const detail = useStaffUser(id);
  return (
    <Loaded query={detail}>
      {({ user, loginHistory, violations, billing, worlds, tickets, reports, streams }) => (
        <>
          <UserHeader user={user} />
          <LoginHistorySection logins={loginHistory} />
          <ViolationsSection userId={user._id} violations={violations} />
          <IssueViolationSection userId={user._id} />
          <BlockSection userId={user._id} blocked={user.accountStatus === 'blocked'} />
          <BillingSection billing={billing} />
          <WorldsSection worlds={worlds} />
          <TicketsSection items={tickets} />
          <ReportsSection items={reports} />
          <EventsSection userId={user._id} streams={streams} />
        </>
      )}
    </Loaded>
  );
}
