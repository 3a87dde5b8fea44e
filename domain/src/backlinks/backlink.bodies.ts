import { z } from 'zod';
import { backlinkMessages as m } from './backlinkMessages';

// How many backlinks one page shows, and how far into an element's backlinks a page may start.
export const BACKLINKS_PAGE = 20;
export const BACKLINKS_FROM_MAX = 1_000_000;

export const BacklinksQuery = z.object({
  from: z.coerce.number({ error: m.fromInvalid }).int(m.fromInvalid).min(0, m.fromInvalid).max(BACKLINKS_FROM_MAX, m.fromInvalid).default(0),
});
