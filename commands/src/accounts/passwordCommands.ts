import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { isResetCodeUsable, resetCodeExpiry } from '@lorewright/domain/accounts/resetCode';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { invalid } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { actingAs, type AccountDeps } from './accountDeps';
import { randomSecret, sha256Hex } from './secrets';
import { userStream } from './streams';

export const createPasswordCommands = (deps: AccountDeps) => ({
  // Nothing happens for an unknown address, and the caller cannot tell: the answer is the same.
  forgotPassword: async (body: { email: string }, context: CommandContext) => {
    const userId = await deps.lookups.userIdByEmail(normalizeEmail(body.email));
    if (!userId) return { position: null };
    // The event holds the code's hash (lookups) and the code sealed for the mail reactor.
    const code = await deps.codes.seal(randomSecret());
    const { position } = await deps.handle(
      userStream(userId),
      userDecider,
      { type: 'RequestPasswordReset', codeHash: code.hash, sealedCode: code.sealed, expiresAt: resetCodeExpiry(deps.clock.now()) },
      actingAs(context, userId),
    );
    return { position };
  },

  // A new password ends every session of the account (PasswordReset).
  resetPassword: async (body: { email: string; password: string; code: string }, context: CommandContext) => {
    const codeHash = sha256Hex(body.code);
    const email = normalizeEmail(body.email);
    const now = deps.clock.now();
    const code = await deps.lookups.resetCodeByHash(codeHash);
    // A cheap refusal before the slow hash; the stream re-checks when it decides.
    if (!code || !isResetCodeUsable(code, email, now)) throw invalid(m.resetCodeInvalid);
    const passwordHash = await deps.hasher.hash(body.password);
    const { position } = await deps.handle(
      userStream(code.userId),
      userDecider,
      { type: 'ResetPassword', codeHash, email, passwordHash, now: now.toISOString() },
      actingAs(context, code.userId),
    );
    return { position };
  },
});
