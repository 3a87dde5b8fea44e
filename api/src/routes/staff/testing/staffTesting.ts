import type { StaffRole } from '@lorewright/domain/staff/staff.events';
import { openAccountsApp } from '../../accounts/testing/accountsTesting';

type SignedIn = Awaited<ReturnType<Awaited<ReturnType<typeof openAccountsApp>>['signUp']>>;
type AppWithAccounts = Pick<Awaited<ReturnType<typeof openAccountsApp>>, 'stack'> & { signUp: (email: string) => Promise<SignedIn> };

// The staff specs' people, added to any app built on the accounts app: a support member, an
// admin, a user and a blocked user, each signed in. Roles are granted as `ops grant-role` does;
// the block as staff do.
export const withStaffPeople = async <App extends AppWithAccounts>(t: App) => {
  const context = { actorId: null, correlationId: 'spec' };
  const grant = async (userId: string, role: StaffRole) => {
    const { position } = await t.stack.commands.staff.grantRole(userId, role, 'ops:spec', context);
    await t.stack.waitForViews(position, ['users']);
  };
  const [support, admin, user, blocked] = await Promise.all(
    ['support@example.com', 'admin@example.com', 'user@example.com', 'blocked@example.com'].map((email) => t.signUp(email)),
  );
  await grant(support.user._id, 'support');
  await grant(admin.user._id, 'admin');
  const { position } = await t.stack.commands.accounts.block(blocked.user._id, 'Spam', context);
  await t.stack.waitForViews(position, ['users']);
  return { ...t, grant, support, admin, user, blocked };
};

// Shared by the staff specs: the accounts app with the staff people.
export const openStaffApp = async () => withStaffPeople(await openAccountsApp());

export type StaffApp = Awaited<ReturnType<typeof openStaffApp>>;
