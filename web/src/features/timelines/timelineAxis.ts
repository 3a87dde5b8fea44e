import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { displayYear } from '@lorewright/domain/calendars/formatDate';
import { fromAstronomicalYear, toAstronomicalYear } from '@lorewright/domain/calendars/yearNumbering';
import { TIMELINE_GRID_LINES, TIMELINE_ZOOM } from '@lorewright/domain/timelines/timelineLimits';
import type { TimelineZone } from '@lorewright/domain/timelines/timelineView';
import { dateAtValue, formatNodeDate } from './timelineDates';

// The timeline's horizontal axis (product.md §9): a zone's years laid over the screen's width plus the
// zoom (0 to 30,000 px), scrolled by `offset` px. Values are astronomical years with their
// fraction (timelineDates.ts); a zone runs from the start of its first year to the end of its last.

export interface AxisSpan {
  start: number;
  end: number;
}

export interface AxisView {
  span: AxisSpan;
  /** The visible width in px. */
  viewport: number;
  /** Extra width in px, 0 to TIMELINE_ZOOM.maxPx. */
  zoom: number;
  /** How far the axis is scrolled, 0 to zoom. */
  offset: number;
}

export const zoneSpan = (calendar: Calendar, zone: Pick<TimelineZone, 'start' | 'end'>): AxisSpan => {
  const start = toAstronomicalYear(calendar, Math.min(zone.start, zone.end));
  const end = toAstronomicalYear(calendar, Math.max(zone.start, zone.end)) + 1;
  return { start, end };
};

const widthOf = (view: AxisView) => Math.max(1, view.viewport + view.zoom);
const lengthOf = ({ span }: AxisView) => span.end - span.start;

/** The screen x (px from the axis' left edge) of an axis value. */
export const xOf = (view: AxisView, value: number) => ((value - view.span.start) / lengthOf(view)) * widthOf(view) - view.offset;

/** The axis value under a screen x. */
export const valueAt = (view: AxisView, x: number) => view.span.start + ((x + view.offset) / widthOf(view)) * lengthOf(view);

/** How many axis values one px spans. */
export const valuePerPx = (view: AxisView) => lengthOf(view) / widthOf(view);

export const clampZoom = (zoom: number) => Math.min(TIMELINE_ZOOM.maxPx, Math.max(0, zoom));
export const clampOffset = (view: AxisView, offset: number) => Math.min(view.zoom, Math.max(0, offset));

/** The view zoomed to `zoom`, keeping the value under screen x `anchor` where it is. */
export function zoomedView(view: AxisView, zoom: number, anchor = view.viewport / 2): AxisView {
  const next = { ...view, zoom: clampZoom(zoom) };
  const fraction = (anchor + view.offset) / widthOf(view);
  return { ...next, offset: clampOffset(next, fraction * widthOf(next) - anchor) };
}

/** The view scrolled so that `value` sits in the middle of the screen. */
export const centredOn = (view: AxisView, value: number): AxisView => ({
  ...view,
  offset: clampOffset(view, xOf({ ...view, offset: 0 }, value) - view.viewport / 2),
});

export interface GridLine {
  value: number;
  x: number;
  label: string;
}

const isWholeYears = (step: number) => step >= 1 && Math.abs(step - Math.round(step)) < 1e-6;

// A grid line's label: its year while lines fall on whole years, else its month (or, closer in, its day).
function gridLabel(calendar: Calendar, value: number, step: number): string {
  if (isWholeYears(step)) return displayYear(calendar, fromAstronomicalYear(calendar, Math.round(value)));
  const date = dateAtValue(calendar, value);
  return formatNodeDate(calendar, step >= 1 / 6 ? { ...date, day: null } : date);
}

/**
 * The grid (product.md §9): 11 lines over the zone, doubling each time the axis grows by a power of
 * two; only the lines on screen.
 */
export function gridLines(calendar: Calendar, view: AxisView): GridLine[] {
  const doublings = Math.max(0, Math.floor(Math.log2(widthOf(view) / Math.max(1, view.viewport))));
  const steps = (TIMELINE_GRID_LINES - 1) * 2 ** doublings;
  const step = lengthOf(view) / steps;
  const first = Math.max(0, Math.floor(view.offset / (widthOf(view) / steps)));
  const lines: GridLine[] = [];
  for (let index = first; index <= steps; index += 1) {
    const value = view.span.start + index * step;
    const x = xOf(view, value);
    if (x > view.viewport + 1) break;
    lines.push({ value, x, label: gridLabel(calendar, value, step) });
  }
  return lines;
}
