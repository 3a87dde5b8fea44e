import { useParams } from 'react-router';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { mayHandleAccount } from '@lorewright/domain/staff/staffReach';
import { useMe } from '../../lib/session/api';
import { Loaded } from '../../components/Loaded';
import { useStaffUser } from './api';
import { BillingSection } from './BillingSection';
import { BlockSection } from './BlockSection';
import { EventsSection } from './EventsSection';
import { IssueViolationSection } from './IssueViolationSection';
import { LoginHistorySection } from './LoginHistorySection';
import { ReportsSection } from './reports/ReportsSection';
import { Section } from './Section';
import { StaffConsolePage } from './StaffConsolePage';
import { TicketsSection } from './tickets/TicketsSection';
import { UserHeader } from './UserHeader';
import { ViolationsSection } from './ViolationsSection';
import { WorldsSection } from './WorldsSection';

/** /staff/users/:id: one person as staff see them, and what staff may do to them. */
export function StaffUserPage() {
  const { id = '' } = useParams();
  return (
    <StaffConsolePage>
      <StaffUser id={id} />
    </StaffConsolePage>
  );
}

// Asked only once the gate has let a staff member through.
// Another staff account is an admin's to act on and to open raw (staffReach.ts); support sees
// why instead of forms the server would refuse.
function StaffUser({ id }: { id: string }) {
  const detail = useStaffUser(id);
  const me = useMe().data?.user;
  return (
    <Loaded query={detail}>
      {({ user, loginHistory, violations, billing, worlds, tickets, reports, streams }) => {
        const isMe = me?._id === user._id;
        const mayHandle = isMe || mayHandleAccount(me?.roles ?? [], user.roles);
        return (
          <>
            <UserHeader user={user} />
            <LoginHistorySection logins={loginHistory} />
            <ViolationsSection userId={user._id} violations={violations} />
            {mayHandle ? (
              <>
                <IssueViolationSection userId={user._id} />
                <BlockSection userId={user._id} blocked={user.accountStatus === 'blocked'} />
              </>
            ) : (
              <Section title="Staff account">
                <p>{m.staffAccountsAreForAdmins}</p>
              </Section>
            )}
            <BillingSection billing={billing} />
            <WorldsSection worlds={worlds} />
            <TicketsSection items={tickets} />
            <ReportsSection items={reports} />
            {mayHandle && <EventsSection userId={user._id} streams={streams} />}
          </>
        );
      }}
    </Loaded>
  );
}
