import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import type { RegisterBody } from '@lorewright/domain/accounts/credentials';
import { promotionPermissions, userClassOf } from '@lorewright/domain/accounts/promotion';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { actingAs, type AccountDeps } from './accountDeps';
import { randomSecret, sha256Hex } from './secrets';
import { userStream } from './streams';

const isAddressTaken = (error: unknown) => isDomainError(error) && error.kind === 'conflict' && error.message === m.emailTaken;

export const createRegistrationCommands = (deps: AccountDeps) => {
  // A registration with a taken address is answered like a new one, and the address's owner
  // is told by mail instead (RegistrationAttempted), so the answer reveals no account.
  const noteAttempt = async (holder: string, context: CommandContext) => {
    const { position } = await deps.handle(
      userStream(holder),
      userDecider,
      { type: 'NoteRegistrationAttempt', date: deps.clock.now().toISOString() },
      actingAs(context, holder),
    );
    return { userId: null, position };
  };

  const createAccount = async (userId: string, email: string, passwordHash: string, body: RegisterBody, context: CommandContext) => {
    const now = deps.clock.now();
    const activationCode = await deps.codes.seal(randomSecret());
    return deps.handle(
      userStream(userId),
      userDecider,
      {
        type: 'Register',
        userId,
        name: body.name,
        email,
        passwordHash,
        // The product's payload may name an avatar; new accounts start with the default one.
        avatarImage: DEFAULT_AVATAR,
        dateJoined: now.toISOString(),
        userClass: userClassOf(now, deps.promotionEnd),
        permissions: promotionPermissions(now, deps.promotionEnd),
        activationCodeHash: activationCode.hash,
        sealedActivationCode: activationCode.sealed,
      },
      context,
    );
  };

  return {
    // userId: the new account's, null when the address was taken (the caller answers alike).
    // The address is claimed first, so two registrations of one address race on the claim
    // stream and exactly one wins; the account's stream is new, so its append cannot conflict.
    register: async (body: RegisterBody, context: CommandContext) => {
      const email = normalizeEmail(body.email);
      const userId = deps.ids.newId();
      // Hashed first in every case: before claiming, to keep the claim-to-account gap as short
      // as two appends, and for a taken address too, so both take as long.
      const passwordHash = await deps.hasher.hash(body.password);
      const holder = await deps.lookups.userIdByEmail(email);
      if (holder) return noteAttempt(holder, context);
      const as = actingAs(context, userId);
      try {
        const result = await deps.claims.withClaim(email, userId, as, () => createAccount(userId, email, passwordHash, body, as));
        return { userId, position: result.position };
      } catch (error) {
        // Registered a moment ago by a parallel request that the lookup did not show yet.
        if (isAddressTaken(error)) return { userId: null, position: null };
        throw error;
      }
    },

    activate: async (code: string, context: CommandContext) => {
      const codeHash = sha256Hex(code);
      const userId = await deps.lookups.userIdByActivationCodeHash(codeHash);
      if (!userId) throw invalid(m.invalidCode);
      const { position } = await deps.handle(userStream(userId), userDecider, { type: 'Activate', codeHash }, actingAs(context, userId));
      return { position };
    },
  };
};
