import { DEMO_WIKIS } from '@lorewright/domain/wikis/demoWikis';
import { wikiForViewer } from '@lorewright/domain/wikis/wikiForViewer';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { QueriesOf } from '../routeTypes';

// The projections a wiki change shows in: the wiki itself and its world's list.
export const WIKI_VIEWS: readonly ViewName[] = ['wikis', 'worlds'];

export type ViewWikiPorts = QueriesOf<'wikis' | 'worlds'>;

// One wiki as the viewer may receive it: the demo world's bundled ones for anyone, else the
// stored one through the access rule, hidden images left out (wikiForViewer.ts).
export const viewWiki = async (ports: ViewWikiPorts, wikiId: string, viewerId: string | null): Promise<WikiView> => {
  const demo = DEMO_WIKIS.get(wikiId);
  if (demo) return demo;
  const wiki = await ports.queries.wikis.wikiById(wikiId);
  const world = wiki ? await ports.queries.worlds.worldById(wiki.worldID) : null;
  return wikiForViewer(world, wiki, viewerId);
};
