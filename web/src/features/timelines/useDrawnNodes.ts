import { useEffect, useMemo, useState } from 'react';
import { covers, drawnNodes, reaches, windowAround, type DrawnNode } from './drawnNodes';
import type { PlacedNode } from './placedNodes';
import type { AxisView } from './timelineAxis';

// A zoom inside the window is drawn anew once it rests this long: at every wheel step it would cost frames.
const ZOOM_SETTLE_MS = 150;

/** A line's markers around the view (drawnNodes.ts), chosen again only when the view outgrows their window. */
export function useDrawnNodes(placed: readonly PlacedNode[], view: AxisView, keep: ReadonlySet<string>): DrawnNode[] {
  const [reach, setReach] = useState(() => windowAround(view));
  const held = reaches(reach, view);
  // Adjusted while rendering (React's pattern for state that follows a prop); the new window holds the view.
  if (!held) setReach(windowAround(view));
  useEffect(() => {
    if (!held || covers(reach, view)) return;
    const timer = setTimeout(() => setReach(windowAround(view)), ZOOM_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [held, reach, view]);
  return useMemo(() => drawnNodes(placed, reach, keep), [placed, reach, keep]);
}
