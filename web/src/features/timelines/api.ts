import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { SentLine, SentNode, SentZone } from '@lorewright/domain/timelines/timeline.commands';
import { DEMO_TIMELINE, DEMO_TIMELINE_ID, DEMO_TIMELINE_LIST } from '@lorewright/domain/timelines/demoTimeline';
import type { NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { TimelineChanges } from '@lorewright/domain/timelines/timelineChanges';
import type { TimelineLink, TimelineListItem, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { apiRequest, apiUpload, unwrap } from '../../lib/apiClient';
import { elementApi, paidElementReads } from '../elements/api';

// Timelines are server state (product.md §7). The timelines menu reads a world's list, the
// timeline page one timeline; the demo timeline is bundled and never fetched (product.md §2).

export const timelineApi = elementApi('timeline', 'timelineID', 'timelines');
export const timelineKeys = timelineApi.keys;

// POST timeline/timelines {worldID}: the world's timelines without their lines, oldest first.
// GET timeline/{id}: the timeline itself (lines with their points, zones keyed by id, calendar); the demo one without a fetch.
export const {
  useList: useTimelines,
  fetchOne: fetchTimeline,
  useOne: useTimeline,
} = paidElementReads<TimelineListItem, TimelineView>(
  timelineApi,
  { id: DEMO_TIMELINE_ID, view: DEMO_TIMELINE, list: DEMO_TIMELINE_LIST },
  async (worldID) => unwrap(await apiRequest<{ timelines: TimelineListItem[] }>('POST', 'timeline/timelines', { worldID })).timelines,
);

/** Re-reads one timeline into the cache (after an image or link change). */
export const refetchTimeline = timelineApi.refetch;
export const refreshTimelineList = timelineApi.refreshList;

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
export const useCreateTimeline = () =>
  timelineApi.useCreate((input: NewTimelineInput) => apiRequest<{ id: string; message: string }>('POST', 'timeline/newTimeline', input));

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
