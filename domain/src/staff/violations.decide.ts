import type { Decider } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import type { ViolationEvent } from './staff.events';
import { staffMessages as m } from './staffMessages';

// Stream `violations-{userId}`: the violations issued to one person and their appeals (product.md §3
// Violation, §4 appeal states). An appeal is pending until rejected; a repeal withdraws the
// violation whether appealed or not, and hides it from the person.
export type ViolationCommand =
  | { type: 'IssueViolation'; userId: string; violationId: string; reason: string; staffId: string; at: string }
  // The dashboard names a violation by its date (product.md §3 has no id), so either may be given.
  | { type: 'AppealViolation'; userId: string; actorId: string | null; violationId: string | null; violationDate: string | null; reason: string; at: string }
  | { type: 'RejectAppeal'; userId: string; violationId: string; staffId: string; at: string }
  | { type: 'RepealViolation'; userId: string; violationId: string; staffId: string; at: string };

interface ViolationRecord {
  violationId: string;
  date: string;
  appealed: boolean;
  rejected: boolean;
  repealed: boolean;
}

export interface ViolationsState {
  // In issue order.
  violations: readonly ViolationRecord[];
}

const changed = (state: ViolationsState, violationId: string, change: Partial<ViolationRecord>): ViolationsState => ({
  violations: state.violations.map((v) => (v.violationId === violationId ? { ...v, ...change } : v)),
});

// A repealed violation is hidden from its person, so for an appeal it does not exist.
const appealable = (state: ViolationsState, violationId: string | null, violationDate: string | null) =>
  state.violations.find((v) => !v.repealed && (violationId !== null ? v.violationId === violationId : v.date === violationDate));

const existing = (state: ViolationsState, violationId: string) => {
  const found = state.violations.find((v) => v.violationId === violationId);
  if (!found) throw notFound(m.violationNotFound);
  if (found.repealed) throw conflict(m.alreadyRepealed);
  return found;
};

export const violationsDecider: Decider<ViolationCommand, ViolationEvent, ViolationsState> = {
  initialState: () => ({ violations: [] }),

  evolve: (state, event) => {
    const { violationId } = event.data;
    switch (event.type) {
      case 'ViolationIssued':
        return { violations: [...state.violations, { violationId, date: event.data.at, appealed: false, rejected: false, repealed: false }] };
      case 'ViolationAppealed':
        return changed(state, violationId, { appealed: true });
      case 'AppealRejected':
        return changed(state, violationId, { rejected: true });
      case 'ViolationRepealed':
        return changed(state, violationId, { repealed: true });
    }
  },

  decide: (command, state) => {
    const { userId, at } = command;
    switch (command.type) {
      case 'IssueViolation': {
        const { violationId, reason, staffId } = command;
        return [{ type: 'ViolationIssued', data: { userId, violationId, reason, staffId, at } }];
      }
      case 'AppealViolation': {
        if (command.actorId !== userId) throw forbidden(m.onlyOwnViolation);
        const violation = appealable(state, command.violationId, command.violationDate);
        if (!violation) throw notFound(m.violationNotFound);
        if (violation.appealed) throw conflict(m.alreadyAppealed);
        return [{ type: 'ViolationAppealed', data: { userId, violationId: violation.violationId, reason: command.reason, at } }];
      }
      case 'RejectAppeal': {
        const violation = existing(state, command.violationId);
        if (!violation.appealed) throw conflict(m.notAppealed);
        if (violation.rejected) throw conflict(m.alreadyDecided);
        return [{ type: 'AppealRejected', data: { userId, violationId: violation.violationId, staffId: command.staffId, at } }];
      }
      case 'RepealViolation': {
        const violation = existing(state, command.violationId);
        return [{ type: 'ViolationRepealed', data: { userId, violationId: violation.violationId, staffId: command.staffId, at } }];
      }
    }
  },
};
