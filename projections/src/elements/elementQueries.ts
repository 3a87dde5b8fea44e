import type { CollectionReader } from '../readStore/readStore';

// At most this many titles answer one element search, of any kind (the link picker's page).
export const ELEMENT_SEARCH_LIMIT = 20;

interface ElementRecord {
  _id: string;
  worldID: string;
  authorID: string;
  title: string;
}

export interface ElementSearchHit {
  _id: string;
  title: string;
  // The first characters of the element's text, '' when it has none.
  preview: string;
}

/**
 * The reads every element kind answers alike from its collection: where one sits (its world and
 * author, for the commands' lookups), a world's elements oldest first as its menu lists them, and
 * the title search: most recently updated first, and without `includePrivate` only public ones
 * are searched, so private ones never fill the page.
 */
export const elementQueriesOf = <R extends ElementRecord, Item>(
  collection: CollectionReader,
  { listItemOf, previewOf, searchable = {} }: { listItemOf: (record: R) => Item; previewOf: (record: R) => string; searchable?: Record<string, unknown> },
) => ({
  placeOf: (record: Pick<R, '_id' | 'worldID' | 'authorID'> | null) =>
    record ? { _id: record._id, worldID: record.worldID, authorID: record.authorID } : null,

  ofWorld: async (worldId: string): Promise<Item[]> =>
    ((await collection.find({ worldID: worldId }, { sort: { createdOn: 1, _id: 1 } })) as unknown as R[]).map(listItemOf),

  searchTitles: async (worldId: string, text: string, { includePrivate }: { includePrivate: boolean }): Promise<ElementSearchHit[]> => {
    const filter = { worldID: worldId, ...searchable, ...(includePrivate ? {} : { visibility: 'public' }) };
    const found = (await collection.search(text, filter, { limit: ELEMENT_SEARCH_LIMIT })) as unknown as R[];
    return found.map((record) => ({ _id: record._id, title: record.title, preview: previewOf(record) }));
  },
});
