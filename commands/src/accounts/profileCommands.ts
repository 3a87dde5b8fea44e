import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { emailChangeCode, emailChangeExpiry, isEmailChangeOpen, userIdOfEmailChangeCode } from '@lorewright/domain/accounts/emailChange';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { UserCommand, UpdateUserBody } from '@lorewright/domain/accounts/user.commands';
import { invalid } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { actingAs, type AccountDeps } from './accountDeps';
import { randomSecret, sha256Hex } from './secrets';
import { userStream } from './streams';

export const createProfileCommands = (deps: AccountDeps) => {
  const onUser = async (userId: string, command: UserCommand, context: CommandContext) => {
    const { position } = await deps.handle(userStream(userId), userDecider, command, context);
    return { position };
  };

  // Checked before anything is written, so a wrong password leaves the name unchanged too.
  const verifiedPasswordHash = async (passwordHash: string, password: string | undefined) => {
    if (!password) throw invalid(m.currentPasswordNeeded);
    if (!(await deps.hasher.verify(passwordHash, password))) throw invalid(m.wrongPassword);
    return passwordHash;
  };

  // A taken address is answered like a free one (the mail to it says it is in use), so the
  // answer does not tell whether an account holds it.
  const requestEmailChange = async (userId: string, newEmail: string, passwordHash: string, context: CommandContext) => {
    const holder = await deps.lookups.userIdByEmail(newEmail);
    const confirmCode = holder !== null && holder !== userId ? null : await deps.codes.seal(emailChangeCode(userId, randomSecret()));
    const cancelCode = await deps.codes.seal(emailChangeCode(userId, randomSecret()));
    return onUser(
      userId,
      {
        type: 'RequestEmailChange',
        newEmail,
        verifiedPasswordHash: passwordHash,
        confirmCodeHash: confirmCode?.hash ?? null,
        sealedConfirmCode: confirmCode?.sealed ?? null,
        cancelCodeHash: cancelCode.hash,
        sealedCancelCode: cancelCode.sealed,
        expiresAt: emailChangeExpiry(deps.clock.now()),
      },
      context,
    );
  };

  const userOfCode = (code: string) => {
    const userId = userIdOfEmailChangeCode(code);
    if (!userId) throw invalid(m.emailChangeLinkInvalid);
    return userId;
  };

  return {
    // A new name applies at once; a new address waits for its confirmation (emailChangePending).
    updateUser: async (userId: string, body: UpdateUserBody, context: CommandContext) => {
      const user = await deps.readUser(userId);
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      const changesName = body.name !== undefined && body.name !== user.name;
      const changesEmail = email !== undefined && email !== user.email;
      if (!changesName && !changesEmail) throw invalid(m.noChanges);
      const passwordHash = changesEmail ? await verifiedPasswordHash(user.passwordHash, body.password) : null;
      let position: number | null = null;
      if (changesName) ({ position } = await onUser(userId, { type: 'UpdateProfile', name: body.name }, context));
      if (changesEmail && passwordHash) ({ position } = await requestEmailChange(userId, email, passwordHash, context));
      return { position, emailChangePending: changesEmail };
    },

    // The new address is claimed before the account takes it (409 when another account took
    // it meanwhile) and the old one released after, so no moment exists where both are free.
    confirmEmail: async (code: string, context: CommandContext) => {
      const userId = userOfCode(code);
      const user = await deps.readUser(userId);
      const pending = user.pendingEmailChange;
      const confirmCodeHash = sha256Hex(code);
      // A cheap refusal before claiming anything; the stream decides again.
      if (!user.registered || !isEmailChangeOpen(pending, deps.clock.now()) || pending.confirmCodeHash !== confirmCodeHash)
        throw invalid(m.emailChangeLinkInvalid);
      const as = actingAs(context, userId);
      const confirm = () => onUser(userId, { type: 'ConfirmEmailChange', confirmCodeHash, now: deps.clock.now().toISOString() }, as);
      const confirmed = await deps.claims.withClaim(pending.newEmail, userId, as, confirm);
      const released = await deps.claims.release(user.email, userId, as);
      return { userId, position: released.position ?? confirmed.position };
    },

    // By the link mailed to the old address (code), or by the signed-in owner (userId).
    cancelEmailChange: async (by: { code: string } | { userId: string }, context: CommandContext) => {
      const userId = 'code' in by ? userOfCode(by.code) : by.userId;
      const cancelCodeHash = 'code' in by ? sha256Hex(by.code) : null;
      const { position } = await onUser(userId, { type: 'CancelEmailChange', cancelCodeHash, now: deps.clock.now().toISOString() }, actingAs(context, userId));
      return { userId, position };
    },

    stepTutorial: (userId: string, step: number, context: CommandContext) => onUser(userId, { type: 'StepTutorial', step }, context),

    // For operators (and tests); the violations feature will issue these with a reason.
    block: (userId: string, reason: string, context: CommandContext) => onUser(userId, { type: 'Block', reason }, context),
    unblock: (userId: string, context: CommandContext) => onUser(userId, { type: 'Unblock' }, context),
  };
};
