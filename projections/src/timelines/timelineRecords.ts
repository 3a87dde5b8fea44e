import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { TimelineListItem, TimelineNode, TimelineZone } from '@lorewright/domain/timelines/timelineView';

// How the timelines projection stores a timeline: one row (what lists, access checks and the
// decider-like fold read) holding its lines with their revisions (at most 50), its zones and its
// calendar, plus one document per point, so moving one point of 5,000 writes one small document.
export interface TimelineRecord extends TimelineListItem {
  revision: number;
  lines: { _id: string; name: string; revision: number }[];
  zones: Record<string, TimelineZone>;
  calendar: Calendar;
}

export interface TimelineNodeRecord {
  // `{timelineId}/{nodeId}`
  _id: string;
  timelineID: string;
  worldID: string;
  lineID: string;
  // The stream revision the point was added at: its place on its line (spec's nodeIndex). Points
  // added by one event together are ordered by fractions of its revision, in the order sent.
  order: number;
  // The stream revision of the event that last wrote this document: the points changed since a
  // revision are the newest by rev (timelineJsonCache.ts).
  rev: number;
  node: TimelineNode;
}

// A point deleted at stream revision `rev`, so a timeline's JSON kept at an earlier revision can
// drop it without reading every point again.
export interface TimelineNodeGoneRecord {
  _id: string;
  timelineID: string;
  worldID: string;
  lineID: string;
  rev: number;
}

export const TIMELINES = 'timelines';
export const TIMELINE_NODES = 'timelineNodes';
export const TIMELINE_NODES_GONE = 'timelineNodesGone';
export const timelineNodeRecordId = (timelineId: string, nodeId: string) => `${timelineId}/${nodeId}`;
// The element picker's preview: the description's first characters (spec §9).
export const TIMELINE_PREVIEW_LENGTH = 50;
