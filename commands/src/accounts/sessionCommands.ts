import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import type { LoginBody } from '@lorewright/domain/accounts/credentials';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { LoginLocation } from '@lorewright/domain/accounts/userView';
import { unauthenticated } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { actingAs, type AccountDeps } from './accountDeps';
import { randomSecret, sha256Hex } from './secrets';
import { userStream } from './streams';

export const createSessionCommands = (deps: AccountDeps) => {
  // An unknown address is checked against a throwaway hash, so it takes as long to refuse as a
  // wrong password and the timing does not tell which addresses have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= deps.hasher.hash(randomSecret()));

  return {
    // The token is returned once and only its hash is stored.
    login: async (body: LoginBody, location: LoginLocation, context: CommandContext) => {
      const userId = await deps.lookups.userIdByEmail(normalizeEmail(body.email));
      const user = userId ? await deps.readUser(userId) : null;
      const passwordHash = user?.registered ? user.passwordHash : await decoy();
      const matches = await deps.hasher.verify(passwordHash, body.password);
      if (!userId || !user?.registered || !matches) throw unauthenticated(m.wrongCredentials);
      const token = randomSecret();
      const sessionId = deps.ids.newId();
      const { position } = await deps.handle(
        userStream(userId),
        userDecider,
        { type: 'LogIn', sessionId, tokenHash: sha256Hex(token), date: deps.clock.now().toISOString(), location, verifiedPasswordHash: passwordHash },
        actingAs(context, userId),
      );
      return { token, userId, sessionId, position };
    },

    logout: async (userId: string, sessionId: string, context: CommandContext) => {
      const { position } = await deps.handle(userStream(userId), userDecider, { type: 'LogOut', sessionId }, context);
      return { position };
    },
  };
};
