import { z } from 'zod';
import { displayName } from '../shared/displayName';
import { worldMessages as wm } from '../worlds/worldMessages';
import { CONTINUITY_REASON_MAX, continuityMessages as m } from './continuityMessages';

// Request bodies and queries of the continuity calls. The reason goes through the one text rule
// (shared/displayText.ts), as a name does.
const id = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);
const worldID = id(wm.chooseWorld);
// kind:type:id:… (continuityWarnings.ts): a few ids long.
const warningID = id(m.chooseWarning, 400);

export const DismissWarningBody = z.object({
  worldID,
  warningID,
  reason: displayName({ blank: m.reasonRequired, max: CONTINUITY_REASON_MAX, tooLong: m.reasonTooLong }),
});
export type DismissWarningBody = z.infer<typeof DismissWarningBody>;

export const RestoreWarningBody = z.object({ worldID, warningID });
export type RestoreWarningBody = z.infer<typeof RestoreWarningBody>;

// `?dismissed=true` lists the dismissed warnings instead of the open ones.
export const ContinuityQuery = z.object({
  dismissed: z
    .enum(['true', 'false'], { error: m.dismissedInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
