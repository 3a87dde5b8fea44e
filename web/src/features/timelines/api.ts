import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { SentLine, SentNode, SentZone } from '@lorewright/domain/timelines/timeline.commands';
import { DEMO_TIMELINE, DEMO_TIMELINE_ID, DEMO_TIMELINE_LIST } from '@lorewright/domain/timelines/demoTimeline';
import type { NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { TimelineChanges } from '@lorewright/domain/timelines/timelineChanges';
import type { TimelineLink, TimelineListItem, TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/worldView';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementReadPath, takePrefetched } from '../../lib/elementPrefetch';
import { worldKeys } from '../worlds/api';

// Timelines are server state (product.md §7). The timelines menu reads a world's list, the
// timeline page one timeline; the demo timeline is bundled and never fetched (product.md §2).

export const timelineKeys = {
  all: ['timelines'] as const,
  list: (worldID: string) => ['timelines', 'list', worldID] as const,
  one: (id: string) => ['timelines', 'one', id] as const,
};

/** POST timeline/timelines {worldID}: the world's timelines without their lines, oldest first. */
export function useTimelines(worldID: string) {
  return useQuery({
    queryKey: timelineKeys.list(worldID),
    queryFn: async () =>
      worldID === DEMO_WORLD_ID
        ? DEMO_TIMELINE_LIST
        : unwrap(await apiRequest<{ timelines: TimelineListItem[] }>('POST', 'timeline/timelines', { worldID })).timelines,
    staleTime: 0,
  });
}

/** GET timeline/{id}: the timeline itself (lines with their points, zones keyed by id, calendar); the demo one without a fetch. */
export const fetchTimeline = (id: string): Promise<ApiResponse<TimelineView>> =>
  id === DEMO_TIMELINE_ID
    ? Promise.resolve({ ok: true, status: 200, data: DEMO_TIMELINE })
    : (takePrefetched<TimelineView>(elementReadPath('timeline', id)) ?? apiRequest<TimelineView>('GET', elementReadPath('timeline', id)));

export function useTimeline(id: string) {
  return useQuery({ queryKey: timelineKeys.one(id), queryFn: async () => unwrap(await fetchTimeline(id)), staleTime: 0, retry: false });
}

/** Re-reads one timeline into the cache (after an image or link change). */
export const refetchTimeline = (queryClient: QueryClient, id: string) => queryClient.invalidateQueries({ queryKey: timelineKeys.one(id) });

/** After a change to a world's timelines: its list and the world summaries load again (product.md §5). */
export function refreshTimelineList(queryClient: QueryClient, worldID: string) {
  void queryClient.invalidateQueries({ queryKey: timelineKeys.list(worldID) });
  void queryClient.invalidateQueries({ queryKey: worldKeys.all });
}

export interface NewTimelineInput {
  worldID: string;
  title: string;
  description: string;
  start: number;
  end: number;
  backgroundImage: string | null;
  // Extra zones keyed by id; the server makes the 'default' one from start and end.
  zones: Record<string, SentZone>;
}

/** POST timeline/newTimeline: 201 with the id. */
export function useCreateTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTimelineInput) => apiRequest<{ id: string; message: string }>('POST', 'timeline/newTimeline', input),
    onSuccess: (answer, { worldID }) => {
      if (answer.ok) refreshTimelineList(queryClient, worldID);
    },
  });
}

/** PUT timeline/rename. */
export function useRenameTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { timelineID: string; worldID: string; title: string }) =>
      unwrap(await apiRequest<{ message: string }>('PUT', 'timeline/rename', input)),
    onSuccess: (_answer, { timelineID, worldID }) => {
      void queryClient.invalidateQueries({ queryKey: timelineKeys.one(timelineID) });
      refreshTimelineList(queryClient, worldID);
    },
  });
}

/** POST timeline/delete. */
export function useDeleteTimeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { timelineID: string; worldID: string }) => unwrap(await apiRequest<{ message: string }>('POST', 'timeline/delete', input)),
    onSuccess: (_answer, { timelineID, worldID }) => {
      queryClient.removeQueries({ queryKey: timelineKeys.one(timelineID) });
      refreshTimelineList(queryClient, worldID);
    },
  });
}

/** POST updateElementVisibility for a timeline; then the current world reloads (product.md §4). */
export function useTimelineVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ timelineID, worldID, visibility }: { timelineID: string; worldID: string; visibility: Visibility }) =>
      unwrap(await apiRequest<{ message: string }>('POST', 'updateElementVisibility', { element: 'timeline', elementID: timelineID, worldID, visibility })),
    onSuccess: (_answer, { timelineID, worldID }) => {
      void queryClient.invalidateQueries({ queryKey: timelineKeys.one(timelineID) });
      refreshTimelineList(queryClient, worldID);
    },
  });
}

export type TimelineAnswer = { message: string; timeline: TimelineView; changes?: undefined };
// A part call asked with the revision the copy holds may answer only what changed since.
export type TimelinePartAnswer = TimelineAnswer | { message: string; changes: TimelineChanges; timeline?: undefined };

// The three part calls send only the parts that changed, each with the revision the client read
// it at (lines and points); a part changed elsewhere since is refused with 409. `since`: the
// revision the client's copy holds, so the answer is what changed after it rather than the whole
// timeline (10,000 points are megabytes).
const sinceQuery = (since: number | undefined) => (since === undefined ? '' : `?since=${since}`);

/** PUT timeline/updateLines: lines added or renamed, and the ids of lines deleted (their points go with them). */
export const updateLines = (timelineID: string, lines: SentLine[], removedLineIDs: string[] = [], since?: number) =>
  apiRequest<TimelinePartAnswer>('PUT', `timeline/updateLines${sinceQuery(since)}`, { timelineID, lines, removedLineIDs });

/** PUT timeline/updateNodes: one line's points added, moved or edited, and the ids of points deleted. */
export const updateNodes = (timelineID: string, lineID: string, nodes: SentNode[], removedNodeIDs: string[] = [], since?: number) =>
  apiRequest<TimelinePartAnswer>('PUT', `timeline/updateNodes${sinceQuery(since)}`, { timelineID, lineID, nodes, removedNodeIDs });

/** PUT timeline/updateZones: zones keyed by id, and the ids of zones deleted ('default' stays). */
export const updateZones = (timelineID: string, zones: Record<string, SentZone>, removedZoneIDs: string[] = [], since?: number) =>
  apiRequest<TimelinePartAnswer>('PUT', `timeline/updateZones${sinceQuery(since)}`, { timelineID, zones, removedZoneIDs });

/** PUT timeline/{id}/update/: the customise panel (a background not http(s) is ignored; null is the default). */
export const customiseTimeline = (timelineID: string, changes: { backgroundImage?: string | null; overlayColor?: string; overlayOpacity?: number }) =>
  apiRequest<TimelineAnswer>('PUT', `timeline/${encodeURIComponent(timelineID)}/update/`, { timelineID, ...changes });

/** PUT timeline/{id}/calendar: the timeline's calendar, from the calendar editor. */
export const saveTimelineCalendar = (timelineID: string, calendar: Calendar) =>
  apiRequest<TimelineAnswer>('PUT', `timeline/${encodeURIComponent(timelineID)}/calendar`, { timelineID, calendar });

/** POST timeline/uploadPointImage (multipart: timelineID, lineID/lineIndex, nodeID/nodeIndex, then the file field `timeline`). */
export function uploadNodeImage(timelineID: string, address: NodeAddress, file: File) {
  const form = new FormData();
  form.append('timelineID', timelineID);
  for (const [key, value] of Object.entries(address)) if (value !== undefined) form.append(key, String(value));
  form.append('timeline', file);
  return apiUpload<{ message: string }>('timeline/uploadPointImage', form);
}

/** POST timeline/deletePointImage. */
export const deleteNodeImage = (timelineID: string, address: NodeAddress) =>
  apiRequest<{ message: string }>('POST', 'timeline/deletePointImage', { timelineID, ...address });

/** POST timeline/addLink: the link gets its id on the server. */
export const addNodeLink = (timelineID: string, address: NodeAddress, link: Omit<TimelineLink, '_id'>) =>
  apiRequest<{ message: string; link: TimelineLink }>('POST', 'timeline/addLink', { timelineID, ...address, link });

/** POST timeline/removeLink. */
export const removeNodeLink = (timelineID: string, address: NodeAddress, linkID: string) =>
  apiRequest<{ message: string }>('POST', 'timeline/removeLink', { timelineID, ...address, linkID });
