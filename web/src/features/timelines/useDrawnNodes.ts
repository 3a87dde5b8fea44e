import { useMemo, useState } from 'react';
import { covers, drawnNodes, windowAround, type DrawnNode } from './drawnNodes';
import type { PlacedNode } from './placedNodes';
import type { AxisView } from './timelineAxis';

/** A line's markers around the view (drawnNodes.ts), chosen again only when the view outgrows their window. */
export function useDrawnNodes(placed: readonly PlacedNode[], view: AxisView, keep: ReadonlySet<string>): DrawnNode[] {
  const [reach, setReach] = useState(() => windowAround(view));
  // Adjusted while rendering (React's pattern for state that follows a prop); the new window covers the view.
  if (!covers(reach, view)) setReach(windowAround(view));
  return useMemo(() => drawnNodes(placed, reach, keep), [placed, reach, keep]);
}
