import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { formatDate } from '../../lib/formatDate';
import { rolesText } from './staffWords';
import { StatusBadge } from './StatusBadge';
import styles from './Staff.module.css';
import { FactList } from './FactList';

type StaffUser = StaffUserDetail['user'];

const permissionsText = (permissions: StaffUser['permissions']) => {
  const entries = Object.entries(permissions);
  // Each paid feature with the day its permission runs out.
  return entries.length === 0 ? 'None' : entries.map(([name, until]) => `${name} until ${formatDate(until)}`).join(', ');
};

/** The person's account at a glance: who, their status, and the facts support asks about first. */
export function UserHeader({ user }: { user: StaffUser }) {
  const facts: [string, string][] = [
    ['Roles', rolesText(user.roles)],
    ['Joined', formatDate(user.dateJoined)],
    ['Logins', String(user.numLogins)],
    ['User class', user.userClass],
    ['Permissions', permissionsText(user.permissions)],
  ];
  return (
    <header className="page-heading">
      <title>{`${user.name} · Staff · Lorewright`}</title>
      <div className={styles.titleRow}>
        <h1 className="dashboard-title">{user.name}</h1>
        <StatusBadge status={user.accountStatus} />
      </div>
      <p className="page-intro">{user.email}</p>
      <FactList facts={facts} />
    </header>
  );
}
