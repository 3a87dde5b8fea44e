import { TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineListItem } from '@lorewright/domain/timelines/timelineView';
import { useElementMenuActions } from '../../lib/useElementMenuActions';
import { useDeleteTimeline, useRenameTimeline, useTimelineVisibility } from './api';

/** The timelines menu's changes with their messages (product.md §8): 'Timeline deleted successfully.' and the server's errors. */
export function useTimelineActions(worldID: string) {
  const rename = useRenameTimeline();
  const visibility = useTimelineVisibility();
  const remove = useDeleteTimeline();
  return useElementMenuActions<TimelineListItem>({
    titleMax: TIMELINE_TITLE_MAX,
    texts: m,
    renameBusy: rename.isPending,
    rename: (timeline, title, callbacks) => rename.mutate({ timelineID: timeline._id, worldID, title }, callbacks),
    setVisibility: (timeline, wanted, callbacks) => visibility.mutate({ timelineID: timeline._id, worldID, visibility: wanted }, callbacks),
    remove: (timeline, callbacks) => remove.mutate({ timelineID: timeline._id, worldID }, callbacks),
  });
}
