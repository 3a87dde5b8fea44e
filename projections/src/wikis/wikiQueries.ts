import type { WikiLookups } from '@lorewright/commands/wikis/wikiDeps';
import { wikiListItemOf } from '@lorewright/domain/wikis/wikiListItem';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import type { ProjectionViews } from '../runner/projectionViews';
import { WIKI_PREVIEW_LENGTH, WIKIS, type WikiRecord } from './wikiRecords';

// At most this many titles answer one element search (as writings).
export const WIKI_SEARCH_LIMIT = 20;

const viewOf = ({ revision: _revision, backgroundMediaId: _media, ...view }: WikiRecord): WikiView => view;
// Reads of the wikis projection, for the API and the command handlers' lookups. They answer
// what is stored; who may see it is decided by the routes (wikiForViewer.ts).
export const createWikiQueries = (views: ProjectionViews) => {
  const wikis = views.collection('wikis', WIKIS);
  const recordOf = async (wikiId: string) => (await wikis.get(wikiId)) as WikiRecord | null;

  const lookups: Pick<WikiLookups, 'wikiPlace'> = {
    wikiPlace: async (wikiId) => {
      const record = await recordOf(wikiId);
      return record ? { _id: record._id, worldID: record.worldID, authorID: record.authorID } : null;
    },
  };

  return {
    lookups,

    wikiById: async (wikiId: string): Promise<WikiView | null> => {
      const record = await recordOf(wikiId);
      return record ? viewOf(record) : null;
    },

    // Oldest first, without images, fields or sections (the menu needs none).
    wikisOfWorld: async (worldId: string): Promise<WikiListItem[]> =>
      ((await wikis.find({ worldID: worldId }, { sort: { createdOn: 1, _id: 1 } })) as unknown as WikiRecord[]).map((record) => wikiListItemOf(viewOf(record))),

    // Wikis of the world whose title contains the text, most recently updated first; without
    // includePrivate only public ones are searched, so private ones never fill the page.
    searchTitles: async (worldId: string, text: string, { includePrivate }: { includePrivate: boolean }) => {
      const filter = { worldID: worldId, ...(includePrivate ? {} : { visibility: 'public' }) };
      const found = (await wikis.search(text, filter, { limit: WIKI_SEARCH_LIMIT })) as unknown as WikiRecord[];
      return found.map(({ _id, title, subtitle }) => ({ _id, title, preview: subtitle.slice(0, WIKI_PREVIEW_LENGTH) }));
    },
  };
};

export type WikiQueries = ReturnType<typeof createWikiQueries>;
