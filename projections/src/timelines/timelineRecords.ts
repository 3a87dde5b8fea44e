import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { TimelineListItem, TimelineZone } from '@lorewright/domain/timelines/timelineView';

// How the timelines projection stores a timeline: one row (what lists, access checks and the
// decider-like fold read) holding its lines with their revisions (at most 50), its zones and its
// calendar; its points are kept in chunks beside it.
export interface TimelineRecord extends TimelineListItem {
  revision: number;
  lines: { _id: string; name: string; revision: number }[];
  zones: Record<string, TimelineZone>;
  calendar: Calendar;
}

export const TIMELINES = 'timelines';
// The points, grouped by line, in chunks (partChunks.ts); a point's order is the stream revision
// it was added at (the calls' nodeIndex), points added by one event ordered by fractions of it.
export const TIMELINE_NODE_CHUNKS = 'timelineNodeChunks';
// The element picker's preview: the description's first characters (product.md §9).
export const TIMELINE_PREVIEW_LENGTH = 50;
