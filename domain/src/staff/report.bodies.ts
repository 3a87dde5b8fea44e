import { z } from 'zod';
import { hasForbiddenDescriptionCharacters, isBlankDisplayText } from '../shared/displayText';
import { reportMessages as r } from './reportMessages';
import { staffMessages as m } from './staffMessages';

// Request bodies and params of the staff content-report calls (GET staff/reports uses
// queueFilter.ts QueueQuery; assign uses AssignBody there).
const REASON_MAX = 1_000;

// The same display-text rule as a violation's reason (staff.bodies.ts).
const reason = z
  .string({ error: r.hideReasonRequired })
  .transform((raw) => raw.normalize('NFC').trim())
  .refine((value) => !isBlankDisplayText(value), r.hideReasonRequired)
  .refine((value) => !hasForbiddenDescriptionCharacters(value), m.reasonTooLong)
  .refine((value) => [...value].length <= REASON_MAX, m.reasonTooLong);

export const StaffReportParams = z.object({
  reportId: z.string({ error: r.reportNotFound }).trim().min(1, r.reportNotFound).max(200, r.reportNotFound),
});
// POST staff/reports/{reportId}/hide
export const HideContentBody = z.object({ reason });
// POST staff/reports/{reportId}/restore and /close: nothing to say.
export const EmptyBody = z.object({}).default({});
