import os from 'node:os';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { STAFF_ROLES, type StaffRole } from '@lorewright/domain/staff/staff.events';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import { createRoleCommands } from '@lorewright/commands/staff/roleCommands';
import { userStream } from '@lorewright/commands/accounts/streams';
import type { Stores } from '@lorewright/api/composition';
import { userIdOf } from './userIdOf';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

// `ops grant-role <email> <role>` and `ops revoke-role <email> <role>`: who may open the staff
// console. The operator's login name is recorded in `by`, since no account acts.
const changeRole =
  (kind: 'grant' | 'revoke') =>
  async (stores: Stores, args: string[], by = `ops:${os.userInfo().username}`) => {
    const [user = '', role = ''] = args;
    if (!user.trim() || args.length !== 2) throw new Error(`Usage: ${kind}-role <userEmailOrId> <role>`);
    if (!isStaffRole(role)) throw new Error(`The role is one of ${STAFF_ROLES.join(', ')}.`);
    const userId = await userIdOf(stores, user.trim());
    if ((await stores.eventStore.readStream(userStream(userId), { maxCount: 1 })).length === 0) throw new Error('User not found.');
    const handle = createCommandHandler({ eventStore: stores.eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator });
    const roles = createRoleCommands({ handle, clock: systemClock });
    const context = { actorId: null, correlationId: `ops-${kind}-role` };
    await (kind === 'grant' ? roles.grantRole : roles.revokeRole)(userId, role, by, context);
    return kind === 'grant' ? `${role} granted to user ${userId}.` : `${role} revoked from user ${userId}.`;
  };

export const grantRole = changeRole('grant');
export const revokeRole = changeRole('revoke');
