import type { TimelineListItem, TimelineView } from './timelineView';

// A timeline as lists show it: without its lines, zones and calendar.
export const timelineListItemOf = ({ lines, zones: _zones, calendar: _calendar, ...timeline }: TimelineView): TimelineListItem => ({
  ...timeline,
  num_lines: lines.length,
  num_points: lines.reduce((sum, line) => sum + line.nodes.length, 0),
});
