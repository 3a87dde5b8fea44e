import type { DiscoverBody, DiscoverItem, DiscoverPage } from '@lorewright/domain/inspiration/discover';
import type { ProjectionViews } from '../runner/projectionViews';
import { DISCOVER_ELEMENTS, type DiscoverRecord } from './discover.projection';

const NEWEST_FIRST = { createdOn: -1, _id: 1 } as const;
const MOST_FOLLOWED_FIRST = { followers: -1, createdOn: -1, _id: 1 } as const;

const itemOf = ({ _id, kind, title, category, worldID, worldName, createdOn, lastUpdated, followers }: DiscoverRecord): DiscoverItem => ({
  _id,
  kind,
  title,
  category: category || null,
  worldID,
  worldName,
  createdOn,
  lastUpdated,
  followers,
});

// Reads of the discover projection: only listed records (public elements of public worlds), so
// what they answer is what any visitor may see.
export const createDiscoverQueries = (views: ProjectionViews) => {
  const elements = views.collection('discover', DISCOVER_ELEMENTS);

  return {
    // A page of the community's public work, newest first or most followed first, of one kind (and
    // wiki category) or all, and how many there are in all. With text: titles containing it,
    // newest first through the text index, whose answer carries no count, so `total` says whether
    // another page exists.
    page: async ({
      kind,
      category,
      order = 'newest',
      text,
      skip,
      limit,
    }: Omit<DiscoverBody, 'text' | 'order'> & { text?: string; order?: DiscoverBody['order'] }): Promise<DiscoverPage> => {
      const filter = { listing: 'listed', ...(kind ? { kind } : {}), ...(category ? { category } : {}) };
      const query = text?.trim() ?? '';
      if (query) {
        const found = (await elements.search(query, filter, { skip, limit: limit + 1 })) as unknown as DiscoverRecord[];
        return { items: found.slice(0, limit).map(itemOf), total: skip + found.length };
      }
      const [found, total] = await Promise.all([
        elements.find(filter, { sort: order === 'mostFollowed' ? MOST_FOLLOWED_FIRST : NEWEST_FIRST, skip, limit }),
        elements.count(filter),
      ]);
      return { items: (found as unknown as DiscoverRecord[]).map(itemOf), total };
    },
  };
};

export type DiscoverQueries = ReturnType<typeof createDiscoverQueries>;
