import type { StaffRole } from '@lorewright/domain/staff/staff.events';
import { openAccountsApp } from '../accounts/accountsTesting';

// Shared by the staff specs: an app with a support member, an admin, a user and a blocked user,
// each signed in. Roles are granted as `ops grant-role` does; the block as staff do.
export const openStaffApp = async () => {
  const t = await openAccountsApp();
  const context = { actorId: null, correlationId: 'spec' };
  const grant = async (userId: string, role: StaffRole) => {
    const { position } = await t.stack.commands.staff.grantRole(userId, role, 'ops:spec', context);
    await t.stack.waitForViews(position, ['users']);
  };
  const [support, admin, user, blocked] = await Promise.all(
    ['support@example.com', 'admin@example.com', 'user@example.com', 'blocked@example.com'].map(t.signUp),
  );
  await grant(support.user._id, 'support');
  await grant(admin.user._id, 'admin');
  const { position } = await t.stack.commands.accounts.block(blocked.user._id, 'Spam', context);
  await t.stack.waitForViews(position, ['users']);
  return { ...t, grant, support, admin, user, blocked };
};

export type StaffApp = Awaited<ReturnType<typeof openStaffApp>>;
