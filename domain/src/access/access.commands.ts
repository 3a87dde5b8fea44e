import { z } from 'zod';
import { FirstVisitDetails } from './access.events';

// Request bodies, validated by the API before they become commands.
export const RecordAccessBody = FirstVisitDetails.extend({
  aId: z.string().uuid('aId must be a visitor id returned by a previous call.').optional(),
  url: z.string().min(1, 'url is required.').max(2000),
  c: z.boolean().optional(),
});
export type RecordAccessBody = z.infer<typeof RecordAccessBody>;

export const RecordVisibilityBody = z.object({
  aId: z.string().uuid('aId must be a visitor id returned by a previous call.'),
  type: z.string().min(1, 'type is required.').max(40),
});
export type RecordVisibilityBody = z.infer<typeof RecordVisibilityBody>;

export type AccessCommand =
  | { type: 'RecordAccess'; aId: string; url: string; closing: boolean; details: z.infer<typeof FirstVisitDetails> }
  | { type: 'RecordVisibility'; aId: string; visibility: string };

// POST access: the visitor's id, to send with their next calls.
export const AccessAnswer = z.object({ aId: z.string() });
