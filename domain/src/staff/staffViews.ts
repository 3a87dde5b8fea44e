import { z } from 'zod';
import { Permissions, UserClass } from '../accounts/accountSchemas';
import { AccountStatus, LoginRecord } from '../accounts/userView';
import { HistoryEntry } from '../billing/subscriptionHistory';
import { PlanSummary } from '../billing/planSummary';
import { Visibility } from '../worlds/world.events';
import { StaffReportListItem } from './reportViews';
import { STAFF_ROLES } from './staffRoles';
import { StaffPersonRef, StaffTicketListItem } from './ticketViews';

// What the staff calls answer, all read from projections except the raw events.

// GET staff/users?q=: people found by e-mail or name (at most 20).
export const StaffUserListItem = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  accountStatus: AccountStatus,
  dateJoined: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffUserListItem = z.infer<typeof StaffUserListItem>;
export const StaffUsersAnswer = z.object({ users: z.array(StaffUserListItem) });

// A violation as staff see it, repealed ones included.
export const StaffViolation = z.object({
  violationId: z.string(),
  date: z.string(),
  reason: z.string(),
  issuedBy: StaffPersonRef,
  appealedOn: z.string().nullable(),
  appealReason: z.string().nullable(),
  rejectedOn: z.string().nullable(),
  repealedOn: z.string().nullable(),
});
export type StaffViolation = z.infer<typeof StaffViolation>;

// GET staff/users/{id}: the person's account, login history (with location), violations and
// appeals, billing (plan and history), worlds and the streams whose raw events staff may open.
export const StaffUserDetail = z.object({
  user: StaffUserListItem.extend({ avatarImage: z.string(), numLogins: z.number(), userClass: UserClass, permissions: Permissions }),
  loginHistory: z.array(LoginRecord),
  violations: z.array(StaffViolation),
  billing: z.object({ plan: PlanSummary, history: z.array(HistoryEntry) }),
  worlds: z.array(z.object({ _id: z.string(), name: z.string(), visibility: Visibility })),
  // Support tickets the person submitted; content reports about their content or made by them.
  tickets: z.array(StaffTicketListItem),
  reports: z.array(StaffReportListItem),
  streams: z.array(z.string()),
});
export type StaffUserDetail = z.infer<typeof StaffUserDetail>;

// A staff action on a person: what it says, and the person as they are after it.
export const StaffUserActionAnswer = z.object({ message: z.string(), detail: StaffUserDetail });

// GET staff/users/{id}/events?stream=: one of the person's streams, oldest first.
export const StaffRawEvent = z.object({
  position: z.number(),
  revision: z.number(),
  type: z.string(),
  time: z.string(),
  // The acting user (a staff member for staff actions), null for the system or an operator.
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  // The payload, its secrets redacted; {} for a type the server no longer knows.
  data: z.record(z.string(), z.unknown()),
});
export type StaffRawEvent = z.infer<typeof StaffRawEvent>;
export const StaffEventsView = z.object({
  stream: z.string(),
  events: z.array(StaffRawEvent),
  // Set when the stream holds more events than are shown (the newest are kept).
  note: z.string().optional(),
});
export type StaffEventsView = z.infer<typeof StaffEventsView>;
