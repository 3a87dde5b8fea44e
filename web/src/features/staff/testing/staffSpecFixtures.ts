import { blankHistoryInfo } from '@lorewright/domain/billing/subscriptionHistory';
import type { StaffViolation } from '@lorewright/domain/staff/staffViews';
import { PLAN_END, PLAN_START } from '../../../testing/mockApi';

// One violation in each appeal state, issued by Ada (u1).
const violation = (violationId: string, reason: string, overrides: Partial<StaffViolation> = {}): StaffViolation => ({
  violationId,
  date: '2026-02-10T10:00:00.000Z',
  reason,
  issuedBy: { _id: 'u1', name: 'Ada Lovelace' },
  appealedOn: null,
  appealReason: null,
  rejectedOn: null,
  repealedOn: null,
  ...overrides,
});

export const noAppeal = violation('v1', 'Spam in the forum.');
export const pendingAppeal = violation('v2', 'Stolen artwork.', { appealedOn: '2026-02-11T10:00:00.000Z', appealReason: 'I drew it myself.' });
export const rejectedAppeal = violation('v3', 'Harassment.', {
  appealedOn: '2026-02-11T10:00:00.000Z',
  appealReason: 'It was a joke.',
  rejectedOn: '2026-02-12T10:00:00.000Z',
});
export const repealed = violation('v4', 'Wrong person.', { repealedOn: '2026-02-13T10:00:00.000Z' });

// A billing history entry's info with nothing in it, and a Maps line for the plan's period.
export const mapsLine = { name: 'maps' as const, period_start: PLAN_START, period_end: PLAN_END };
export const blankInfo = blankHistoryInfo(PLAN_START);
