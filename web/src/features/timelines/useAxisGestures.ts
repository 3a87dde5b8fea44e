import { TIMELINE_PINCH_FACTOR, TIMELINE_WHEEL_DIVISOR } from '@lorewright/domain/timelines/timelineLimits';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { axisLeft, type AxisControls } from './useAxisView';

// A drag further than this is a pan (or a point's move), not a click.
const DRAG_THRESHOLD_PX = 4;

/**
 * Pan by dragging, zoom with the wheel (faster the further in: × (1 + zoom/1000)) and by pinching
 * (the change of the fingers' distance × 10), all through pointer events (product.md §9). A drag's
 * vertical part scrolls the lines (`scrollBy`), as the wheel zooms.
 */
export function useAxisGestures({ stage, zoomTo, panBy }: Pick<AxisControls, 'stage' | 'zoomTo' | 'panBy'>, scrollBy: (dy: number) => void) {
  const pointers = useRef(new Map<number, number>());
  const gesture = useRef({ lastX: 0, lastY: 0, distance: 0, moved: 0 });

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = event.clientX - axisLeft(element);
      zoomTo((zoom) => zoom - event.deltaY * (1 + zoom / TIMELINE_WHEEL_DIVISOR), anchor);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, zoomTo]);

  const spread = () => {
    const [a = 0, b = 0] = [...pointers.current.values()];
    return Math.abs(a - b);
  };

  return {
    /** True once after a pointer that dragged: the click it ends with is no click. */
    dragged: () => {
      const moved = gesture.current.moved > DRAG_THRESHOLD_PX;
      gesture.current.moved = 0;
      return moved;
    },
    onPointerDown: (event: ReactPointerEvent) => {
      pointers.current.set(event.pointerId, event.clientX);
      gesture.current = { lastX: event.clientX, lastY: event.clientY, distance: spread(), moved: 0 };
    },
    onPointerMove: (event: ReactPointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, event.clientX);
      const now = gesture.current;
      if (pointers.current.size >= 2) {
        const distance = spread();
        const left = stage.current ? axisLeft(stage.current) : 0;
        const middle = [...pointers.current.values()].reduce((sum, x) => sum + x, 0) / pointers.current.size - left;
        zoomTo((zoom) => zoom + (distance - now.distance) * TIMELINE_PINCH_FACTOR, middle);
        now.distance = distance;
        now.moved += DRAG_THRESHOLD_PX + 1;
        return;
      }
      const [dx, dy] = [event.clientX - now.lastX, event.clientY - now.lastY];
      now.lastX = event.clientX;
      now.lastY = event.clientY;
      now.moved += Math.abs(dx) + Math.abs(dy);
      if (now.moved > DRAG_THRESHOLD_PX) {
        if (!stage.current?.hasPointerCapture?.(event.pointerId)) stage.current?.setPointerCapture?.(event.pointerId);
        panBy(dx);
        scrollBy(dy);
      }
    },
    onPointerUp: (event: ReactPointerEvent) => {
      pointers.current.delete(event.pointerId);
      gesture.current.distance = spread();
      const [remaining] = [...pointers.current.values()];
      if (remaining !== undefined) gesture.current.lastX = remaining;
    },
  };
}
