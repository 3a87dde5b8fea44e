import { z } from 'zod';

// Params, queries and bodies of the history routes (issue 20).
export const historyMessages = {
  pageInvalid: 'Page must be a whole number from 1.',
  revisionInvalid: 'Revision must be a whole number from 0.',
  sceneRequired: 'Choose a scene to compare.',
  sceneNotFound: 'That scene is in neither version.',
  versionNotFound: 'This writing has no such version.',
  elementNotFound: 'Not found.',
};
const h = historyMessages;

const revision = z.coerce.number({ error: h.revisionInvalid }).int(h.revisionInvalid).min(0, h.revisionInvalid).max(1_000_000_000, h.revisionInvalid);

export const HistoryElementParams = z.object({ id: z.string().min(1, h.elementNotFound).max(200, h.elementNotFound) });
export const HistoryVersionParams = HistoryElementParams.extend({ revision });
export const HistoryPageQuery = z.object({
  page: z.coerce.number({ error: h.pageInvalid }).int(h.pageInvalid).min(1, h.pageInvalid).max(1_000_000, h.pageInvalid).default(1),
});
export const HistoryDiffQuery = z.object({ scene: z.string({ error: h.sceneRequired }).min(1, h.sceneRequired).max(200, h.sceneNotFound) });
export const RestoreBody = z.strictObject({ revision });
