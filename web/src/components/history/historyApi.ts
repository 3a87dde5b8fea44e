import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { HistoryPageView, PartDiffView } from '@lorewright/domain/history/historyView';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// An element's history: its changes, a version, a part's diff against now, Restore.
// One client for every kind; the server answers versions as `{ [answerKey]: view }`.
const historyPath = (kind: HistoryKind, id: string) => `history/${kind}/${encodeURIComponent(id)}`;

export const historyKeys = {
  all: (kind: HistoryKind, id: string) => ['history', kind, id] as const,
  page: (kind: HistoryKind, id: string, page: number) => ['history', kind, id, 'page', page] as const,
  version: (kind: HistoryKind, id: string, revision: number) => ['history', kind, id, 'at', revision] as const,
  diff: (kind: HistoryKind, id: string, revision: number, part: string) => ['history', kind, id, 'at', revision, 'diff', part] as const,
};

/** GET history/{kind}/{id}?page=N: 50 changes, newest first. */
export function useElementHistory(kind: HistoryKind, id: string, page: number) {
  return useQuery({
    queryKey: historyKeys.page(kind, id, page),
    queryFn: async () => unwrap(await apiRequest<HistoryPageView>('GET', `${historyPath(kind, id)}?page=${page}`)),
    staleTime: 0,
  });
}

/** GET history/{kind}/{id}/at/{revision}: the element as it was. */
export function useElementVersion<V>(kind: HistoryKind, id: string, revision: number | null, answerKey: string) {
  return useQuery({
    queryKey: historyKeys.version(kind, id, revision ?? -1),
    queryFn: async () => unwrap(await apiRequest<Record<string, V>>('GET', `${historyPath(kind, id)}/at/${revision}`))[answerKey],
    enabled: revision !== null,
    // A version never changes.
    staleTime: Infinity,
  });
}

/** GET history/{kind}/{id}/at/{revision}/diff?part=…: a scene or section then against now. */
export function usePartDiff(kind: HistoryKind, id: string, revision: number, part: string | null) {
  return useQuery({
    queryKey: historyKeys.diff(kind, id, revision, part ?? ''),
    queryFn: async () => unwrap(await apiRequest<PartDiffView>('GET', `${historyPath(kind, id)}/at/${revision}/diff?part=${encodeURIComponent(part ?? '')}`)),
    enabled: part !== null,
    staleTime: 0,
  });
}

/** POST history/{kind}/{id}/restore: appends the changes that bring that version back. */
export function useRestoreVersion<C>(kind: HistoryKind, id: string, answerKey: string, onCurrent: (current: C) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revision: number) =>
      unwrap(await apiRequest<{ message: string } & Record<string, unknown>>('POST', `${historyPath(kind, id)}/restore`, { revision })),
    onSuccess: async (answer) => {
      onCurrent(answer[answerKey] as C);
      await queryClient.invalidateQueries({ queryKey: historyKeys.all(kind, id) });
    },
  });
}
