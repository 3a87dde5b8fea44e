import { conflict, forbidden, invalid, notFound, unauthenticated } from '@lorewright/domain/shared/errors';
import { mayHandleAccount } from '@lorewright/domain/staff/staffReach';
import type { StaffRole } from '@lorewright/domain/staff/staffRoles';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { violationsDecider, type ViolationCommand } from '@lorewright/domain/staff/violations.decide';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import { createRoleCommands } from './roleCommands';
import { violationsStream } from './staffStreams';

type Position = { position: number | null };

export interface StaffDeps {
  handle: HandleCommand;
  clock: Clock;
  ids: IdGenerator;
  // An account's staff roles ([] for everyone else), null when there is no such account (a
  // violation for nobody would be a stream without a person).
  rolesOf: (userId: string) => Promise<StaffRole[] | null>;
  // The account commands that already block and unblock (accounts/profileCommands.ts).
  accounts: {
    block: (userId: string, reason: string, context: CommandContext) => Promise<Position>;
    unblock: (userId: string, context: CommandContext) => Promise<Position>;
  };
}

// What staff do to a person, and the person's appeal. The acting staff member is the
// context's actorId; the staff routes have checked the role already.
export const createStaffCommands = (deps: StaffDeps) => {
  const now = () => deps.clock.now().toISOString();

  // Staff never judge their own account: it would let one clear their own record. A staff
  // account is judged only by an admin (domain/src/staff/staffReach.ts).
  const staffOn = async (userId: string, context: CommandContext) => {
    const staffId = context.actorId;
    if (!staffId) throw unauthenticated(m.staffOnly);
    if (staffId === userId) throw invalid(m.notYourself);
    const [actorRoles, targetRoles] = await Promise.all([deps.rolesOf(staffId), deps.rolesOf(userId)]);
    if (!targetRoles) throw notFound(m.userNotFound);
    if (!mayHandleAccount(actorRoles ?? [], targetRoles)) throw forbidden(m.staffAccountsAreForAdmins);
    return staffId;
  };

  const onViolations = async (userId: string, command: ViolationCommand, context: CommandContext) => {
    const { position } = await deps.handle(violationsStream(userId), violationsDecider, command, context);
    return { position };
  };

  // The account decider treats a repeated block as nothing to do; staff are told so.
  const changedOrSay = (message: string) => (result: Position) => {
    if (result.position === null) throw conflict(message);
    return result;
  };

  return {
    ...createRoleCommands(deps),

    issueViolation: async (userId: string, reason: string, context: CommandContext) => {
      const staffId = await staffOn(userId, context);
      const violationId = deps.ids.newId();
      return { violationId, ...(await onViolations(userId, { type: 'IssueViolation', userId, violationId, reason, staffId, at: now() }, context)) };
    },

    appeal: (userId: string, by: { violationId?: string | undefined; violationDate?: string | undefined; reason: string }, context: CommandContext) =>
      onViolations(
        userId,
        {
          type: 'AppealViolation',
          userId,
          actorId: context.actorId,
          violationId: by.violationId ?? null,
          violationDate: by.violationDate ?? null,
          reason: by.reason,
          at: now(),
        },
        context,
      ),

    rejectAppeal: async (userId: string, violationId: string, context: CommandContext) => {
      const staffId = await staffOn(userId, context);
      return onViolations(userId, { type: 'RejectAppeal', userId, violationId, staffId, at: now() }, context);
    },

    repeal: async (userId: string, violationId: string, context: CommandContext) => {
      const staffId = await staffOn(userId, context);
      return onViolations(userId, { type: 'RepealViolation', userId, violationId, staffId, at: now() }, context);
    },

    block: async (userId: string, reason: string, context: CommandContext) => {
      await staffOn(userId, context);
      return changedOrSay(m.alreadyBlocked)(await deps.accounts.block(userId, reason, context));
    },

    unblock: async (userId: string, context: CommandContext) => {
      await staffOn(userId, context);
      return changedOrSay(m.notBlocked)(await deps.accounts.unblock(userId, context));
    },
  };
};

export type StaffCommands = ReturnType<typeof createStaffCommands>;
