import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { STAFF_ROLES, type StaffRole } from './staffRoles';

// Staff roles and violations. Who acted is in each event's metadata (actorId: the
// staff member's user id; null with an operator's CLI, which names itself in `by`).

export { STAFF_ROLES, type StaffRole };

// Stream `roles-{userId}`: granted and revoked by operators (`ops grant-role` / `revoke-role`).
// `by` says who: 'ops' and the operator's login name for the CLI.
export const RoleGranted = defineEvent({
  type: 'RoleGranted',
  version: 1,
  schema: z.object({ userId: z.string(), role: z.enum(STAFF_ROLES), by: z.string(), at: z.string() }),
});
export const RoleRevoked = defineEvent({
  type: 'RoleRevoked',
  version: 1,
  schema: z.object({ userId: z.string(), role: z.enum(STAFF_ROLES), by: z.string(), at: z.string() }),
});

// Stream `violations-{userId}` (product.md §3 Violation: date, reason, appealedOn, appealReason,
// rejectedOn, repealedOn). Issued, rejected and repealed by staff (metadata actorId), appealed
// by the user. A repealed violation is hidden from the user; staff still see it.
export const ViolationIssued = defineEvent({
  type: 'ViolationIssued',
  version: 1,
  schema: z.object({ userId: z.string(), violationId: z.string(), reason: z.string(), staffId: z.string(), at: z.string() }),
});
export const ViolationAppealed = defineEvent({
  type: 'ViolationAppealed',
  version: 1,
  schema: z.object({ userId: z.string(), violationId: z.string(), reason: z.string(), at: z.string() }),
});
export const AppealRejected = defineEvent({
  type: 'AppealRejected',
  version: 1,
  schema: z.object({ userId: z.string(), violationId: z.string(), staffId: z.string(), at: z.string() }),
});
export const ViolationRepealed = defineEvent({
  type: 'ViolationRepealed',
  version: 1,
  schema: z.object({ userId: z.string(), violationId: z.string(), staffId: z.string(), at: z.string() }),
});

export const staffEvents = [RoleGranted, RoleRevoked, ViolationIssued, ViolationAppealed, AppealRejected, ViolationRepealed];

export type RoleEvent = EventOf<typeof RoleGranted> | EventOf<typeof RoleRevoked>;
export type ViolationEvent =
  EventOf<typeof ViolationIssued> | EventOf<typeof ViolationAppealed> | EventOf<typeof AppealRejected> | EventOf<typeof ViolationRepealed>;
