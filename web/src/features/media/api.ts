import type { MediaList } from '@lorewright/domain/media/mediaView';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

export const mediaLibraryKey = ['media', 'library'] as const;

/** POST user/media: the signed-in user's uploads and their total size, fresh on every visit. */
export function useMediaLibrary() {
  return useQuery({
    queryKey: mediaLibraryKey,
    queryFn: async () => unwrap(await apiRequest<MediaList>('POST', 'user/media')),
    staleTime: 0,
  });
}

/** DELETE user/media/{id}; on success the list is loaded again (product.md §4). */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: string) => unwrap(await apiRequest<{ message: string }>('DELETE', `user/media/${encodeURIComponent(mediaId)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKey }),
  });
}
