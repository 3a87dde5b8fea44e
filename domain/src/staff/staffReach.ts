import type { StaffRole } from './staffRoles';

// Whom a staff member may handle in the console. Support handles the people who are not staff;
// a staff account (support or admin) is handled only by an admin, so a support account can
// neither read another staff member's raw events nor judge, block or unblock one, and nobody
// can use the lesser role to reach the greater. Nobody handles their own account (staff
// commands refuse that separately). The queues (tickets, reports) are shared by both roles.
export const mayHandleAccount = (actorRoles: readonly StaffRole[], targetRoles: readonly StaffRole[]): boolean =>
  actorRoles.includes('admin') || (actorRoles.includes('support') && targetRoles.length === 0);
