import { BACKLINKS_PAGE } from '@lorewright/domain/backlinks/backlink.bodies';
import type { BacklinkPage, BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { BacklinkQueries } from '@lorewright/projections/backlinks/backlinkQueries';
import type { ElementKind } from '../elements/elementKind';

// Records read per step while filling a page; and at most this many per request, so an element
// linked from thousands of places the viewer may not see still answers at once (with `next`).
const STEP = 50;
const MOST_READ = 1_000;

// One page of an element's backlinks as the viewer may see them: each record's element is asked
// for its title under the viewer's access (once per element however many of its parts link), and
// a record whose element the viewer may not see is passed over, never counted or hinted at; so is
// a link from a secret part to anyone who may not edit its element.
export const visibleBacklinks = async (
  queries: BacklinkQueries,
  kinds: ReadonlyMap<ElementName, ElementKind>,
  target: string,
  from: number,
  viewerId: string | null,
): Promise<BacklinkPage> => {
  type Seen = { title: string; editable: boolean } | null;
  const titles = new Map<string, Promise<Seen>>();
  const titleOf = (type: ElementName, id: string) => {
    const key = `${type}:${id}`;
    let title = titles.get(key);
    if (!title) titles.set(key, (title = kinds.get(type)?.link(id, viewerId) ?? Promise.resolve(null)));
    return title;
  };
  const backlinks: BacklinkView[] = [];
  let at = from;
  for (;;) {
    const records = await queries.linkingTo(target, { skip: at, limit: STEP });
    const titled = await Promise.all(records.map((record) => titleOf(record.sourceType, record.sourceID)));
    let used = 0;
    for (const [i, record] of records.entries()) {
      if (backlinks.length === BACKLINKS_PAGE) break;
      used++;
      const seen = titled[i];
      if (seen && (!record.secret || seen.editable))
        backlinks.push({ type: record.sourceType, id: record.sourceID, title: seen.title, where: record.where, snippet: record.snippet, at: record.at });
    }
    at += used;
    if (records.length < STEP && used === records.length) return { backlinks, next: null };
    if (backlinks.length === BACKLINKS_PAGE || at - from >= MOST_READ) return { backlinks, next: at };
  }
};
