import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import { userStream } from './streams';

// Paid features on a user's stream. For operators (ops grant-permission) and tests until the
// subscription feature grants them; an `until` in the past takes the feature away.
export const createPermissionCommands = (handle: HandleCommand) => ({
  grantPermission: async (userId: string, feature: PaidFeature, until: Date, context: CommandContext) => {
    const { position } = await handle(userStream(userId), userDecider, { type: 'GrantPermission', feature, until: until.toISOString() }, context);
    return { position };
  },
});
