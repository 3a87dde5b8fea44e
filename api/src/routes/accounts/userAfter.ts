import type { UserView } from '@lorewright/domain/accounts/userView';
import type { QueriesOf } from '../routeTypes';

export type UserAfterPorts = QueriesOf<'accounts'>;

// The user as the users view holds them after a call of their own (signed in, or a change that
// waited for the view): one missing there is the server's inconsistency, not the caller's mistake.
export const userAfter = async (ports: UserAfterPorts, userId: string): Promise<UserView> => {
  const user = await ports.queries.accounts.userById(userId);
  if (!user) throw new Error(`The users view holds no user ${userId} after their own call.`);
  return user;
};
