import { StaffConsolePage } from './StaffConsolePage';
import { UserSearch } from './UserSearch';

/** /staff: the staff console's front page, a search for a person. */
export function StaffPage() {
  return (
    <StaffConsolePage title="Staff Console" intro="Find a person to see their account, violations, billing, worlds and events.">
      <UserSearch />
    </StaffConsolePage>
  );
}
