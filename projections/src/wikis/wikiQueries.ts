import type { WikiLookups } from '@lorewright/commands/wikis/wikiDeps';
import { wikiListItemOf } from '@lorewright/domain/wikis/wikiListItem';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { elementQueriesOf } from '../elements/elementQueries';
import type { ProjectionViews } from '../runner/projectionViews';
import { WIKI_PREVIEW_LENGTH, WIKIS, type WikiRecord } from './wikiRecords';

const viewOf = ({ revision: _revision, backgroundMediaId: _media, ...view }: WikiRecord): WikiView => view;
// Reads of the wikis projection, for the API and the command handlers' lookups. They answer
// what is stored; who may see it is decided by the routes (wikiForViewer.ts).
export const createWikiQueries = (views: ProjectionViews) => {
  const wikis = views.collection('wikis', WIKIS);
  const recordOf = async (wikiId: string) => (await wikis.get(wikiId)) as WikiRecord | null;

  // Listed without images, fields or sections (the menu needs none).
  const shared = elementQueriesOf<WikiRecord, WikiListItem>(wikis, {
    listItemOf: (record) => wikiListItemOf(viewOf(record)),
    previewOf: ({ subtitle }) => subtitle.slice(0, WIKI_PREVIEW_LENGTH),
  });
  const lookups: Pick<WikiLookups, 'wikiPlace'> = { wikiPlace: async (wikiId) => shared.placeOf(await recordOf(wikiId)) };

  return {
    lookups,

    wikiById: async (wikiId: string): Promise<WikiView | null> => {
      const record = await recordOf(wikiId);
      return record ? viewOf(record) : null;
    },

    wikisOfWorld: shared.ofWorld,
    searchTitles: shared.searchTitles,
  };
};

export type WikiQueries = ReturnType<typeof createWikiQueries>;
