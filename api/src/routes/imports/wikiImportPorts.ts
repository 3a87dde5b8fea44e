import type { ViewName } from '@lorewright/projections/allProjections';
import type { Stack } from '../../composition';
import type { CommandsOf, QueriesOf } from '../routeTypes';

export type WikiImportPorts = Pick<Stack, 'waitForViews'> & CommandsOf<'media' | 'wikis'> & QueriesOf<'media' | 'wikis' | 'worlds'>;

// What an import that makes wikis of a world (a Kanka campaign, a Markdown vault) reads and
// changes, and how it waits for `views` to show what it made.
export const wikiImportPortsOf = (ports: WikiImportPorts, views: readonly ViewName[]) => ({
  world: (worldId: string) => ports.queries.worlds.worldById(worldId),
  wikis: ports.commands.wikis,
  media: ports.commands.media,
  wikiById: (wikiId: string) => ports.queries.wikis.wikiById(wikiId),
  mediaUsed: (userId: string) => ports.queries.media.totalSize(userId),
  settle: async (position: number | null) => void (await ports.waitForViews(position, views)),
});
