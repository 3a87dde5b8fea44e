import { z } from 'zod';
import { WikiView } from '../wikis/wikiView';

// A wiki as it was at one revision: read-only, the very shape its page reads, so the
// client shows it with the wiki's own reader components.
export const WikiVersionView = WikiView.extend({
  revision: z.number(),
  at: z.string(),
});
export type WikiVersionView = z.infer<typeof WikiVersionView>;
