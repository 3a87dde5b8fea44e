import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { centredOn, clampOffset, zoomedView, type AxisSpan, type AxisView } from './timelineAxis';

// Before the stage is measured (and in jsdom, which lays nothing out) the axis assumes this width.
const FALLBACK_WIDTH = 1000;

// The axis stands in from the stage's sides by the stage's --axis-pad (TimelineStage.module.css).
const axisPad = (stage: Element) => parseFloat(getComputedStyle(stage).getPropertyValue('--axis-pad')) || 0;

/** Where the axis' x = 0 lies on screen (clientX), for a gesture's anchor. */
export const axisLeft = (stage: Element) => stage.getBoundingClientRect().left + axisPad(stage);

/** The axis' zoom and scroll over a zone's span, and the stage element whose width it spans. */
export function useAxisView(zoneId: string, span: AxisSpan) {
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<AxisView>({ span, viewport: FALLBACK_WIDTH, zoom: 0, offset: 0 });
  const [shownZone, setShownZone] = useState(zoneId);
  // Another zone (or the zone's years changed): zoom and pan start again (product.md §5).
  if (shownZone !== zoneId || view.span.start !== span.start || view.span.end !== span.end) {
    setShownZone(zoneId);
    setView({ ...view, span, zoom: 0, offset: 0 });
  }

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width - 2 * axisPad(element) || FALLBACK_WIDTH;
      setView((current) => (current.viewport === width ? current : { ...current, viewport: width, offset: clampOffset(current, current.offset) }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return {
    stage,
    view,
    zoomTo: useCallback((zoom: (current: number) => number, anchor?: number) => setView((current) => zoomedView(current, zoom(current.zoom), anchor)), []),
    panBy: useCallback((dx: number) => setView((current) => ({ ...current, offset: clampOffset(current, current.offset - dx) })), []),
    centreOn: useCallback((value: number) => setView((current) => centredOn(current, value)), []),
  };
}

export type AxisControls = ReturnType<typeof useAxisView>;
