import type { ElementName } from '../worlds/element.commands';

// GET backlinks/{element}/{id}: the places that link to an element, newest first. `type`, `id`
// and `title` name the element the place belongs to (as the viewer may see it now); `where` is
// the point or scene ('' for a link made before points said), `snippet` what it says there.
export interface BacklinkView {
  type: ElementName;
  id: string;
  title: string;
  where: string;
  snippet: string;
  at: string;
}

// A page of them, and where the following page starts (the `from` to ask with), or null at the
// end; GET backlinks answers the list and says `next` in the header NEXT_FROM_HEADER.
export const NEXT_FROM_HEADER = 'x-next-from';

export interface BacklinkPage {
  backlinks: BacklinkView[];
  next: number | null;
}
