import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { valueAt, xOf, type AxisView } from './timelineAxis';
import { axisValue } from './timelineDates';
import type { DraftNode, NodesById } from './timelineDraft';

// Points with their places on the axis, and the few of them on screen: 5,000 points stay smooth
// because only those in the visible window are drawn, and of points that share a pixel only one.

export interface PlacedNode {
  node: DraftNode;
  value: number;
  /** Where a range ends; a point's own value. */
  endValue: number;
}

/** Every point of the timeline, by line, in date order; points with a date the calendar lacks sit at the end of the list only. */
export function placeNodes(calendar: Calendar, nodes: NodesById) {
  const byLine = new Map<string, PlacedNode[]>();
  const all: PlacedNode[] = [];
  for (const node of Object.values(nodes)) {
    const value = axisValue(calendar, node);
    const end = node.end ? axisValue(calendar, node.end) : null;
    const placed = { node, value: value ?? Number.POSITIVE_INFINITY, endValue: Math.max(value ?? Number.POSITIVE_INFINITY, end ?? Number.NEGATIVE_INFINITY) };
    all.push(placed);
    if (value === null) continue;
    const line = byLine.get(node.lineId);
    if (line) line.push(placed);
    else byLine.set(node.lineId, [placed]);
  }
  const byDate = (a: PlacedNode, b: PlacedNode) => a.value - b.value || a.node.title.localeCompare(b.node.title);
  for (const line of byLine.values()) line.sort(byDate);
  return { byLine, all: all.sort(byDate) };
}

export interface ShownNode {
  node: DraftNode;
  x: number;
  /** A range's width in px; 0 for a point. */
  width: number;
  /** False when the next point is too close for the title to show beside the marker. */
  labelled: boolean;
}

// A point's title shows beside its marker when the next point is at least this far on.
const LABEL_ROOM_PX = 110;

// Drawn a little beyond the edges, so a marker half on screen is still whole.
const MARGIN_PX = 160;
const PIXEL_BUCKET = 2;

/** The points and ranges of one line (in date order) on screen; `keep` ids are drawn even when sharing a pixel. */
export function nodesOnScreen(placed: readonly PlacedNode[], view: AxisView, keep: ReadonlySet<string>): ShownNode[] {
  const from = valueAt(view, -MARGIN_PX);
  const to = valueAt(view, view.viewport + MARGIN_PX);
  const shown: ShownNode[] = [];
  let lastBucket = Number.NEGATIVE_INFINITY;
  let lastPoint: ShownNode | null = null;
  for (const { node, value, endValue } of placed) {
    if (value > to) break;
    if (endValue < from) continue;
    const x = xOf(view, value);
    if (node.type === 'range') {
      shown.push({ node, x, width: Math.max(2, xOf(view, endValue) - x), labelled: true });
      continue;
    }
    const bucket = Math.floor(x / PIXEL_BUCKET);
    if (bucket === lastBucket && !keep.has(node._id)) continue;
    lastBucket = bucket;
    if (lastPoint) lastPoint.labelled = x - lastPoint.x >= LABEL_ROOM_PX;
    lastPoint = { node, x, width: 0, labelled: true };
    shown.push(lastPoint);
  }
  return shown;
}
