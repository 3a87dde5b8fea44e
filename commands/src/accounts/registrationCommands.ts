import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import type { RegisterBody } from '@lorewright/domain/accounts/credentials';
import { promotionPermissions, userClassOf } from '@lorewright/domain/accounts/promotion';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import { DEFAULT_AVATAR } from '@lorewright/domain/accounts/userView';
import { invalid } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { actingAs, type AccountDeps } from './accountDeps';
import { randomSecret, sha256Hex } from './secrets';
import { userStream } from './streams';

export const createRegistrationCommands = (deps: AccountDeps) => ({
  // The address is claimed first, so two registrations of one address race on the claim stream
  // and exactly one wins; the account's stream is new, so its append cannot conflict.
  register: async (body: RegisterBody, context: CommandContext) => {
    const email = normalizeEmail(body.email);
    const userId = deps.ids.newId();
    const now = deps.clock.now();
    // Hashed before claiming, to keep the claim-to-account gap as short as two appends.
    const passwordHash = await deps.hasher.hash(body.password);
    const as = actingAs(context, userId);
    const result = await deps.claims.withClaim(email, userId, as, () =>
      deps.handle(
        userStream(userId),
        userDecider,
        {
          type: 'Register',
          userId,
          name: body.name,
          email,
          passwordHash,
          // The spec's payload may name an avatar; new accounts start with the default one.
          avatarImage: DEFAULT_AVATAR,
          dateJoined: now.toISOString(),
          userClass: userClassOf(now, deps.promotionEnd),
          permissions: promotionPermissions(now, deps.promotionEnd),
          activationCode: randomSecret(),
        },
        as,
      ),
    );
    return { userId, position: result.position };
  },

  activate: async (code: string, context: CommandContext) => {
    const userId = await deps.lookups.userIdByActivationCodeHash(sha256Hex(code));
    if (!userId) throw invalid(m.invalidCode);
    const { position } = await deps.handle(userStream(userId), userDecider, { type: 'Activate', code }, actingAs(context, userId));
    return { position };
  },
});
