import type { HistoryPageView, SceneDiffView, WritingVersionView } from '@lorewright/domain/history/historyView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/apiClient';
import { writingKeys } from '../api';

// A writing's history (issue 20): its changes, a version, a scene's diff against now, Restore.
const historyPath = (id: string) => `history/writing/${encodeURIComponent(id)}`;

export const historyKeys = {
  all: (id: string) => ['writingHistory', id] as const,
  page: (id: string, page: number) => ['writingHistory', id, 'page', page] as const,
  version: (id: string, revision: number) => ['writingHistory', id, 'at', revision] as const,
  diff: (id: string, revision: number, sceneId: string) => ['writingHistory', id, 'at', revision, 'diff', sceneId] as const,
};

/** GET history/writing/{id}?page=N: 50 changes, newest first. */
export function useWritingHistory(id: string, page: number) {
  return useQuery({
    queryKey: historyKeys.page(id, page),
    queryFn: async () => unwrap(await apiRequest<HistoryPageView>('GET', `${historyPath(id)}?page=${page}`)),
    staleTime: 0,
  });
}

/** GET history/writing/{id}/at/{revision}: the writing as it was. */
export function useWritingVersion(id: string, revision: number | null) {
  return useQuery({
    queryKey: historyKeys.version(id, revision ?? -1),
    queryFn: async () => unwrap(await apiRequest<{ writing: WritingVersionView }>('GET', `${historyPath(id)}/at/${revision}`)).writing,
    enabled: revision !== null,
    // A version never changes.
    staleTime: Infinity,
  });
}

/** GET history/writing/{id}/at/{revision}/diff?scene=…: the scene then against now. */
export function useSceneDiff(id: string, revision: number, sceneId: string | null) {
  return useQuery({
    queryKey: historyKeys.diff(id, revision, sceneId ?? ''),
    queryFn: async () => unwrap(await apiRequest<SceneDiffView>('GET', `${historyPath(id)}/at/${revision}/diff?scene=${encodeURIComponent(sceneId ?? '')}`)),
    enabled: sceneId !== null,
    staleTime: 0,
  });
}

/** POST history/writing/{id}/restore: appends the changes that bring that version back. */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revision: number) =>
      unwrap(await apiRequest<{ message: string; writing: WritingView }>('POST', `${historyPath(id)}/restore`, { revision })),
    onSuccess: async (answer) => {
      queryClient.setQueryData(writingKeys.one(id), answer.writing);
      await queryClient.invalidateQueries({ queryKey: historyKeys.all(id) });
    },
  });
}
