import type { LoginRecord, AccountStatus } from '../accounts/userView';
import type { HistoryEntry } from '../billing/subscriptionHistory';
import type { PlanSummary } from '../billing/planSummary';
import type { StaffReportListItem } from './reportViews';
import type { StaffRole } from './staff.events';
import type { StaffTicketListItem } from './ticketViews';

// What the staff calls answer, all read from projections except the raw events.

// GET staff/users?q=: people found by e-mail or name (at most 20).
export interface StaffUserListItem {
  _id: string;
  name: string;
  email: string;
  accountStatus: AccountStatus;
  dateJoined: string;
  roles: StaffRole[];
}

// A violation as staff see it, repealed ones included.
export interface StaffViolation {
  violationId: string;
  date: string;
  reason: string;
  issuedBy: { _id: string; name: string };
  appealedOn: string | null;
  appealReason: string | null;
  rejectedOn: string | null;
  repealedOn: string | null;
}

// GET staff/users/{id}: the person's account, login history (with location), violations and
// appeals, billing (plan and history), worlds and the streams whose raw events staff may open.
export interface StaffUserDetail {
  user: StaffUserListItem & { avatarImage: string; numLogins: number; userClass: string; permissions: Record<string, string> };
  loginHistory: LoginRecord[];
  violations: StaffViolation[];
  billing: { plan: PlanSummary; history: HistoryEntry[] };
  worlds: { _id: string; name: string; visibility: string }[];
  // Support tickets the person submitted; content reports about their content or made by them.
  tickets: StaffTicketListItem[];
  reports: StaffReportListItem[];
  streams: string[];
}

// GET staff/users/{id}/events?stream=: one of the person's streams, oldest first.
export interface StaffRawEvent {
  position: number;
  revision: number;
  type: string;
  time: string;
  // The acting user (a staff member for staff actions), null for the system or an operator.
  actorId: string | null;
  actorName: string | null;
  data: unknown;
}
export interface StaffEventsView {
  stream: string;
  events: StaffRawEvent[];
  // Set when the stream holds more events than are shown (the newest are kept).
  note?: string;
}
