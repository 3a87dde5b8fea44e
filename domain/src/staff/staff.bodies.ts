import { z } from 'zod';
import { hasForbiddenDescriptionCharacters, isBlankDisplayText } from '../shared/displayText';
import { staffMessages as m } from './staffMessages';

// Request bodies and params of the staff calls and of POST user/appealViolation.
const REASON_MAX = 1_000;
const reason = (blank: string) =>
  z
    .string({ error: blank })
    .transform((raw) => raw.normalize('NFC').trim())
    .refine((value) => !isBlankDisplayText(value), blank)
    .refine((value) => !hasForbiddenDescriptionCharacters(value), m.reasonTooLong)
    .refine((value) => [...value].length <= REASON_MAX, m.reasonTooLong);
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const StaffUserSearchQuery = z.object({ q: z.string({ error: m.searchTooShort }).trim().min(2, m.searchTooShort).max(200, m.searchTooShort) });
export const StaffUserParams = z.object({ id: id(m.userNotFound) });
export const StaffEventsQuery = z.object({ stream: z.string({ error: m.userNotFound }).min(1).max(300) });
// POST staff/users/{id}/violations
export const IssueViolationBody = z.object({ reason: reason(m.reasonRequired) });
// POST staff/users/{id}/violations/{violationId}/reject | repeal
export const StaffViolationParams = StaffUserParams.extend({ violationId: id(m.violationNotFound) });
// POST staff/users/{id}/block {reason} and staff/users/{id}/unblock {}
export const BlockBody = z.object({ reason: reason(m.reasonRequired) });
// POST user/appealViolation: the dashboard sends the violation's date (product.md §3 has no id);
// violationId is taken when given.
export const AppealViolationBody = z
  .object({
    violationId: z.string().max(200).optional(),
    violationDate: z.string().max(100).optional(),
    appealReason: reason(m.appealReasonRequired),
  })
  .refine((body) => body.violationId !== undefined || body.violationDate !== undefined, m.violationNotFound);
