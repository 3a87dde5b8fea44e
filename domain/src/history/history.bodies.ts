import { z } from 'zod';
import { HISTORY_KINDS } from './elementHistory';

// Params, queries and bodies of the history routes.
export const historyMessages = {
  pageInvalid: 'Page must be a whole number from 1.',
  revisionInvalid: 'Revision must be a whole number from 0.',
  partRequired: 'Choose what to compare.',
  partNotFound: 'That part is in neither version.',
  versionNotFound: 'There is no such version.',
  elementNotFound: 'Not found.',
  noHistory: 'This kind of element has no history.',
  restored: 'Restored successfully.',
  alreadyCurrent: 'This version is the current one.',
};
const h = historyMessages;

const revision = z.coerce.number({ error: h.revisionInvalid }).int(h.revisionInvalid).min(0, h.revisionInvalid).max(1_000_000_000, h.revisionInvalid);

export const HistoryElementParams = z.object({
  kind: z.enum(HISTORY_KINDS, { error: h.noHistory }),
  id: z.string().min(1, h.elementNotFound).max(200, h.elementNotFound),
});
export const HistoryVersionParams = HistoryElementParams.extend({ revision });
export const HistoryPageQuery = z.object({
  page: z.coerce.number({ error: h.pageInvalid }).int(h.pageInvalid).min(1, h.pageInvalid).max(1_000_000, h.pageInvalid).default(1),
});
// The part of the element to compare: a writing's scene, a wiki's section.
export const HistoryDiffQuery = z.object({ part: z.string({ error: h.partRequired }).min(1, h.partRequired).max(200, h.partNotFound) });
export const RestoreBody = z.strictObject({ revision });
