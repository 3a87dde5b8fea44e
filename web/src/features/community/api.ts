import { WORLD_PAGE_SIZE, type WorldView } from '@lorewright/domain/worlds/worldView';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { setCurrentUser } from '../session/api';

// Community calls (spec §7): public worlds page by page, the world search, and the worlds the
// signed-in user follows.

export interface WorldPage {
  worlds: WorldView[];
  total: number;
}

/** Spec §9: pagination is zero-based and sends page, skip and limit. */
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

const followingKey = ['community', 'followingWorlds'] as const;

export function useFollowingWorlds() {
  return useQuery({
    queryKey: followingKey,
    queryFn: async () => unwrap(await apiRequest<{ worlds: WorldView[] }>('GET', 'followingWorlds')).worlds,
    staleTime: 0,
  });
}

/** POST user/toggleFollowWorld on a followed world: it leaves the list and the user's follows. */
export function useUnfollowWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (worldID: string) =>
      unwrap(await apiRequest<{ message: string; worlds: string[] }>('POST', 'user/toggleFollowWorld', { worldID })),
    onSuccess: ({ worlds }, worldID) => {
      setCurrentUser(queryClient, (user) => ({ ...user, following: { ...user.following, worlds } }));
      // The answer is the truth: a toggle that followed again (a double click) keeps the card.
      queryClient.setQueryData<WorldView[]>(followingKey, (old) => old?.filter((world) => world._id !== worldID || worlds.includes(worldID)));
    },
  });
}
