import type { AccountLookups } from '@lorewright/commands/accounts/accountLookups';
import { isResetCodeUsable } from '@lorewright/domain/accounts/resetCode';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { ProjectionViews } from '../runner/projectionViews';
import type { ResetCodeDocument } from './accountLookups.projection';
import type { SessionDocument } from './sessions.projection';

// Reads of the account projections, for the API and for the command handlers' lookups.
export const createAccountQueries = (views: ProjectionViews) => {
  const users = views.collection('users', 'users');
  const sessions = views.collection('sessions', 'sessions');
  const emails = views.collection('accountLookups', 'emails');
  const activationCodes = views.collection('accountLookups', 'activationCodes');
  const resetCodes = views.collection('accountLookups', 'resetCodes');

  const userById = async (userId: string) => (await users.get(userId)) as UserView | null;
  const resetCodeByHash = async (codeHash: string) => (await resetCodes.get(codeHash)) as ResetCodeDocument | null;

  const lookups: AccountLookups = {
    userIdByEmail: async (email) => ((await emails.get(email))?.userId as string | undefined) ?? null,
    userIdByActivationCodeHash: async (codeHash) => ((await activationCodes.get(codeHash))?.userId as string | undefined) ?? null,
    resetCodeByHash,
  };

  return {
    lookups,
    userById,
    // The session a bearer token opened and its user, or null when it is unknown or ended.
    sessionByTokenHash: async (tokenHash: string) => {
      const session = (await sessions.get(tokenHash)) as SessionDocument | null;
      const user = session ? await userById(session.userId) : null;
      return session && user ? { session, user } : null;
    },
    // The address a reset link is for, while its code can still be used.
    resetCodeEmail: async (codeHash: string, now: Date): Promise<string | null> => {
      const code = await resetCodeByHash(codeHash);
      const user = code ? await userById(code.userId) : null;
      return code && user && isResetCodeUsable(code, user.email, now) ? user.email : null;
    },
  };
};

export type AccountQueries = ReturnType<typeof createAccountQueries>;
