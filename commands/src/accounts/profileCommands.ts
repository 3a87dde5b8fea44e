import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { UserCommand, UpdateUserBody } from '@lorewright/domain/accounts/user.commands';
import type { CommandContext } from '../pipeline/commandContext';
import type { AccountDeps } from './accountDeps';
import { userStream } from './streams';

export const createProfileCommands = (deps: AccountDeps) => {
  const onUser = async (userId: string, command: UserCommand, context: CommandContext) => {
    const { position } = await deps.handle(userStream(userId), userDecider, command, context);
    return { position };
  };

  return {
    // A new address is claimed before the account takes it (409 when another account holds
    // it) and the old one released after, so no moment exists where both are free.
    updateUser: async (userId: string, body: UpdateUserBody, context: CommandContext) => {
      const user = await deps.readUser(userId);
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      const update = () => onUser(userId, { type: 'UpdateProfile', name: body.name, email }, context);
      if (email === undefined || email === user.email) return update();
      const updated = await deps.claims.withClaim(email, userId, context, update);
      const released = await deps.claims.release(user.email, userId, context);
      return { position: released.position ?? updated.position };
    },

    stepTutorial: (userId: string, step: number, context: CommandContext) => onUser(userId, { type: 'StepTutorial', step }, context),

    // For operators (and tests); the violations feature will issue these with a reason.
    block: (userId: string, reason: string, context: CommandContext) => onUser(userId, { type: 'Block', reason }, context),
    unblock: (userId: string, context: CommandContext) => onUser(userId, { type: 'Unblock' }, context),
  };
};
