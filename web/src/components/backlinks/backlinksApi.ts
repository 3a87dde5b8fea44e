import { NEXT_FROM_HEADER, type BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

export const backlinkKeys = {
  of: (element: ElementLink['type'], id: string) => ['backlinks', element, id] as const,
};

interface BacklinkPage {
  backlinks: BacklinkView[];
  next: number | null;
}

/** GET backlinks/{element}/{id}?from=: a page of the places linking to the element; the next page's start is in a header. */
export function useBacklinks(element: ElementLink['type'], id: string) {
  return useInfiniteQuery({
    queryKey: backlinkKeys.of(element, id),
    queryFn: async ({ pageParam }): Promise<BacklinkPage> => {
      const response = await apiRequest<BacklinkView[]>('GET', `backlinks/${element}/${encodeURIComponent(id)}?from=${pageParam}`);
      const next = response.ok ? response.headers?.get(NEXT_FROM_HEADER) : null;
      return { backlinks: unwrap(response), next: next ? Number(next) : null };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
