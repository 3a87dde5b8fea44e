import { z } from 'zod';

// `?since=<revision>` on the calls that change a large element's parts: the revision the
// client's copy was read at. The answer then carries only what changed after it (the parts
// written and the ids of parts deleted), not the whole element; without it, the whole element.
export const SINCE_INVALID = 'The revision to answer changes since must be a whole number from 0.';

// Digits only: an empty `?since=` is a mistake, not revision 0.
export const ChangesSinceQuery = z.object({
  since: z
    .string({ error: SINCE_INVALID })
    .regex(/^[0-9]{1,16}$/, SINCE_INVALID)
    .transform(Number)
    .refine(Number.isSafeInteger, SINCE_INVALID)
    .optional(),
});
export type ChangesSinceQuery = z.infer<typeof ChangesSinceQuery>;
