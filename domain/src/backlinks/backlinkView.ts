import { z } from 'zod';
import { ELEMENT_NAMES } from '../worlds/elementNames';

// GET backlinks/{element}/{id}: the places that link to an element, newest first. `type`, `id`
// and `title` name the element the place belongs to (as the viewer may see it now); `where` is
// the point or scene ('' for a link made before points said), `snippet` what it says there.
export const BacklinkView = z.object({
  type: z.enum(ELEMENT_NAMES),
  id: z.string(),
  title: z.string(),
  where: z.string(),
  snippet: z.string(),
  at: z.string(),
});
export type BacklinkView = z.infer<typeof BacklinkView>;

// The answer is the page's list alone; where the next page starts goes in a header.
export const BacklinksAnswer = z.array(BacklinkView);

// A page of them, and where the following page starts (the `from` to ask with), or null at the
// end; GET backlinks answers the list and says `next` in the header NEXT_FROM_HEADER.
export const NEXT_FROM_HEADER = 'x-next-from';

export interface BacklinkPage {
  backlinks: BacklinkView[];
  next: number | null;
}
