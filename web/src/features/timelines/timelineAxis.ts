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
  /** The label sits before its line, not after it (at the axis' right end). */
  alignEnd?: boolean;
}

// A year-scale step is rounded to the nearest of 1, 2 or 5 times a power of ten years, so the
// lines fall on whole years a reader counts by ('1200, 1210, 1220…', not 'March 1220').
function roundYears(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const candidates = [1, 2, 5, 10].map((times) => times * power);
  return candidates.reduce((best, each) => (Math.abs(Math.log(each / raw)) < Math.abs(Math.log(best / raw)) ? each : best));
}

// Labels at least this far apart, by their length (12 px type): fewer labels on a narrow axis.
const LABEL_GAP_PX = 12;
const LABEL_CHAR_PX = 6;

/**
 * The grid (product.md §9): 11 lines over the zone, doubling each time the axis grows by a power of
 * two; only the lines on screen. Steps of a year or more fall on whole years from the zone's first
 * and are labelled by year alone; shorter steps by month (a month name only when the step is about
 * a month or more), or closer in by day. Lines too close for their labels leave some unlabelled.
 */
export function gridLines(calendar: Calendar, view: AxisView): GridLine[] {
  const doublings = Math.max(0, Math.floor(Math.log2(widthOf(view) / Math.max(1, view.viewport))));
  const steps = (TIMELINE_GRID_LINES - 1) * 2 ** doublings;
  const raw = lengthOf(view) / steps;
  const yearly = raw >= 1;
  const step = yearly ? roundYears(raw) : raw;
  const monthly = step >= 1 / Math.max(1, calendar.months.length);
  const first = Math.max(0, Math.floor((valueAt(view, 0) - view.span.start) / step));
  const lines: (GridLine & { index: number })[] = [];
  for (let index = first; view.span.start + index * step <= view.span.end + 1e-9; index += 1) {
    const value = view.span.start + index * step;
    const x = xOf(view, value);
    if (x > view.viewport + 1) break;
    lines.push({ index, value, x, label: gridLabel(calendar, value, yearly, monthly) });
  }
  const widest = Math.max(0, ...lines.map((line) => line.label.length)) * LABEL_CHAR_PX + LABEL_GAP_PX;
  const every = Math.max(1, Math.ceil(widest / ((step / lengthOf(view)) * widthOf(view))));
  const labelled: GridLine[] = lines.map(({ index, ...line }) => (index % every === 0 ? line : { ...line, label: '' }));
  // A label that would run past the axis' right end (the last line's, mostly) sits before its
  // line instead, and the label before it makes room.
  const last = labelled.findLastIndex((line) => line.label !== '');
  const end = labelled[last];
  if (end && end.x + end.label.length * LABEL_CHAR_PX > view.viewport) {
    labelled[last] = { ...end, alignEnd: true };
    const before = labelled.findLastIndex((line, index) => index < last && line.label !== '');
    if (before >= 0 && end.x - labelled[before].x < 2 * widest) labelled[before] = { ...labelled[before], label: '' };
  }
  return labelled;
}

// A grid line's label: its year alone on a year-scale grid, else its month (or, closer in, its day).
function gridLabel(calendar: Calendar, value: number, yearly: boolean, monthly: boolean): string {
  if (yearly) return displayYear(calendar, fromAstronomicalYear(calendar, Math.round(value)));
  const date = dateAtValue(calendar, value);
  return formatNodeDate(calendar, monthly ? { ...date, day: null } : date);
}
