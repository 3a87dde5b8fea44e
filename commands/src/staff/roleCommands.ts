import { rolesDecider } from '@lorewright/domain/staff/roles.decide';
import type { StaffRole } from '@lorewright/domain/staff/staff.events';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock } from '../shared/clock';
import { rolesStream } from './staffStreams';

// Granting and revoking staff roles; `by` says who (ops:<login> from the operator CLI).
export const createRoleCommands = ({ handle, clock }: { handle: HandleCommand; clock: Clock }) => {
  const onRoles = async (type: 'GrantRole' | 'RevokeRole', userId: string, role: StaffRole, by: string, context: CommandContext) => {
    const { position } = await handle(rolesStream(userId), rolesDecider, { type, userId, role, by, at: clock.now().toISOString() }, context);
    return { position };
  };
  return {
    grantRole: (userId: string, role: StaffRole, by: string, context: CommandContext) => onRoles('GrantRole', userId, role, by, context),
    revokeRole: (userId: string, role: StaffRole, by: string, context: CommandContext) => onRoles('RevokeRole', userId, role, by, context),
  };
};

export type RoleCommands = ReturnType<typeof createRoleCommands>;
