import type { StaffUserListItem } from '@lorewright/domain/staff/staffViews';
import { Link } from 'react-router';
import { formatDate } from '../../lib/formatDate';
import { DataTable } from './DataTable';
import { rolesText } from './staffWords';
import { StatusBadge } from './StatusBadge';

/** The people a search found; each name opens their page in the console. */
export function UserResults({ users }: { users: StaffUserListItem[] }) {
  if (users.length === 0) return <p className="empty-note">No users found.</p>;
  return (
    <DataTable caption="Users found" columns={['Name', 'E-mail', 'Status', 'Joined', 'Roles']}>
      {users.map((user) => (
        <tr key={user._id}>
          <th scope="row">
            <Link to={`/staff/users/${encodeURIComponent(user._id)}`}>{user.name}</Link>
          </th>
          <td>{user.email}</td>
          <td>
            <StatusBadge status={user.accountStatus} />
          </td>
          <td>{formatDate(user.dateJoined)}</td>
          <td>{rolesText(user.roles)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
