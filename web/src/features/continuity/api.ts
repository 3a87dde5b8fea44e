import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiRequestError, unwrap } from '../../lib/apiClient';
import { useAnnouncedChange } from '../../lib/useAnnouncedChange';

// A world's continuity warnings are server state: the open ones, and the dismissed ones with
// their reasons. A dismissal or a restore moves one from a list to the other, so both refresh.
export const continuityKeys = {
  all: ['continuity'] as const,
  ofWorld: (worldID: string, dismissed: boolean) => ['continuity', worldID, dismissed ? 'dismissed' : 'open'] as const,
};

/** GET world/{id}/continuity (`dismissed`: the dismissed ones instead). A 403 means the viewer may not read them. */
export function useContinuity(worldID: string | undefined, { dismissed = false, enabled = true }: { dismissed?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: continuityKeys.ofWorld(worldID ?? '', dismissed),
    queryFn: async () =>
      unwrap(await apiRequest<ContinuityWarningView[]>('GET', `world/${encodeURIComponent(worldID ?? '')}/continuity${dismissed ? '?dismissed=true' : ''}`)),
    enabled: !!worldID && enabled,
    // Other people's edits make and clear warnings: a minute old, they are read again.
    staleTime: 60_000,
  });
}

/** True when the answer says the viewer may not read the world's warnings (a reader, a stranger). */
export const isRefused = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

export interface WarningRef {
  worldID: string;
  warningID: string;
}

/** POST world/continuity/dismiss, with the reason it may stand. */
export const useDismissWarning = () =>
  useAnnouncedChange(
    async (input: WarningRef & { reason: string }) => unwrap(await apiRequest<{ message?: string }>('POST', 'world/continuity/dismiss', input)),
    continuityKeys.all,
  );

/** POST world/continuity/restore: the warning is open again. */
export const useRestoreWarning = () =>
  useAnnouncedChange(
    async (input: WarningRef) => unwrap(await apiRequest<{ message?: string }>('POST', 'world/continuity/restore', input)),
    continuityKeys.all,
  );
