import { WORLD_PAGE_SIZE, type WorldView } from '@lorewright/domain/worlds/worldView';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// Community calls (product.md §7): public worlds page by page and the world search. The worlds the
// user follows, and following itself, are the worlds feature's (../worlds/api).

export interface WorldPage {
  worlds: WorldView[];
  total: number;
}

/** product.md §5.4, §9.4: pagination is zero-based and sends page, skip and limit. */
export const pageRequest = (page: number, limit = WORLD_PAGE_SIZE) => ({ page, skip: page * limit, limit });

export function useAllWorlds(page: number) {
  return useQuery({
    queryKey: ['community', 'allWorlds', page],
    queryFn: async () => unwrap(await apiRequest<WorldPage>('POST', 'allWorlds', pageRequest(page))),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Public worlds whose name or description contains the text; blank text asks nothing. */
export function useWorldSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['community', 'search', query],
    queryFn: async () => unwrap(await apiRequest<{ worlds: WorldView[] }>('POST', 'search', { text: query })).worlds,
    enabled: query !== '',
  });
}
