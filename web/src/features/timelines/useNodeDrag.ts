import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { valuePerPx, type AxisView } from './timelineAxis';
import { axisValue, dateAtValue } from './timelineDates';
import type { DraftNode } from './timelineDraft';
import type { TimelineEditor } from './useTimelineEditor';

/** Reposition mode (product.md §5): a point dragged along the axis takes the date under it; a range keeps its length. */
export function useNodeDrag(calendar: Calendar, view: AxisView, moveNode: TimelineEditor['moveNode']) {
  const drag = useRef<{ node: DraftNode; startX: number; value: number; endValue: number | null } | null>(null);

  return {
    start: (event: ReactPointerEvent<HTMLElement>, node: DraftNode) => {
      const value = axisValue(calendar, node);
      if (value === null) return;
      // The axis does not pan under a dragged point.
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { node, startX: event.clientX, value, endValue: node.end ? axisValue(calendar, node.end) : null };
    },
    move: (event: ReactPointerEvent) => {
      const now = drag.current;
      if (!now) return;
      const shift = (event.clientX - now.startX) * valuePerPx(view);
      moveNode(now.node._id, dateAtValue(calendar, now.value + shift), now.endValue === null ? null : dateAtValue(calendar, now.endValue + shift));
    },
    end: () => {
      drag.current = null;
    },
  };
}
