import { nodesOnScreen, type PlacedNode, type ShownNode } from './placedNodes';
import { valueAt, type AxisView } from './timelineAxis';

// The markers of a line drawn around the view, placed by their share of the whole axis so that
// CSS moves them on a pan or zoom (LineMarkers): the window is the view and OVERSCAN_PX each
// side, at one zoom, chosen again when the view leaves it or the zoom changes by a quarter.

/** A node shown, placed by shares of the axis' whole width rather than by px on screen. */
export interface DrawnNode extends Pick<ShownNode, 'node' | 'labelled'> {
  /** Where it starts. */
  at: number;
  /** A range's length; 0 for a point. */
  length: number;
}

const OVERSCAN_PX = 320;
const ZOOM_SLACK = 1.25;
// Each marker drawn costs the browser at every zoom frame: past this many on a line, points
// closer than 4, then 8, 16… px share one marker (a dot is 14 px wide) instead of 2.
const MARKERS_MAX = 300;
const COARSEST = 16;
// A point's title shows beside it when the next marker is this far on (as in nodesOnScreen).
const LABEL_ROOM_PX = 110;
// A dot half past the window's edge is still drawn whole.
const EDGE_PX = 16;

const widthOf = (view: AxisView) => Math.max(1, view.viewport + view.zoom);

/** The view widened by the overscan on each side. */
export const windowAround = (view: AxisView): AxisView => ({
  ...view,
  viewport: view.viewport + 2 * OVERSCAN_PX,
  zoom: view.zoom - 2 * OVERSCAN_PX,
  offset: view.offset - OVERSCAN_PX,
});

/** Whether the window `reach` holds all of `view`. */
export const reaches = (reach: AxisView, view: AxisView) =>
  reach.span === view.span && valueAt(view, 0) >= valueAt(reach, 0) && valueAt(view, view.viewport) <= valueAt(reach, reach.viewport);

/** Whether the markers drawn for `reach` still serve `view`: it holds it, at nearly its zoom. */
export const covers = (reach: AxisView, view: AxisView) => {
  const ratio = widthOf(view) / widthOf(reach);
  return reaches(reach, view) && ratio < ZOOM_SLACK && ratio > 1 / ZOOM_SLACK;
};

// The markers in the window with points closer than 2 × `coarser` px sharing one (nodesOnScreen
// buckets by 2 px; it is given the axis that many times narrower).
function markersAt(placed: readonly PlacedNode[], reach: AxisView, keep: ReadonlySet<string>, coarser: number): DrawnNode[] {
  const coarse = { ...reach, viewport: reach.viewport / coarser, zoom: reach.zoom / coarser, offset: reach.offset / coarser };
  const width = widthOf(coarse);
  const drawn: DrawnNode[] = [];
  for (const { node, x, width: length } of nodesOnScreen(placed, coarse, keep)) {
    const [from, to] = [x * coarser, (x + length) * coarser];
    if (to < -EDGE_PX || from > reach.viewport + EDGE_PX) continue;
    drawn.push({ node, at: (x + coarse.offset) / width, length: length / width, labelled: true });
  }
  return drawn;
}

/** The points and ranges of one line (in date order) to draw for the window `reach`; `keep` ids are drawn even when sharing a marker. */
export function drawnNodes(placed: readonly PlacedNode[], reach: AxisView, keep: ReadonlySet<string>): DrawnNode[] {
  let coarser = 1;
  let drawn = markersAt(placed, reach, keep, coarser);
  while (drawn.length > MARKERS_MAX && coarser < COARSEST) {
    coarser *= 2;
    drawn = markersAt(placed, reach, keep, coarser);
  }
  const room = LABEL_ROOM_PX / widthOf(reach);
  let last: DrawnNode | null = null;
  for (const shown of drawn) {
    if (shown.length > 0) continue;
    if (last) last.labelled = shown.at - last.at >= room;
    last = shown;
  }
  return drawn;
}
