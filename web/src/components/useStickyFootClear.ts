import { useLayoutEffect, type RefObject } from 'react';

/**
 * A bar kept at the foot of the window (position: sticky; bottom: 0) must not hide the control
 * that has the focus: while it is shown, the page's scroll padding (theme.css) grows by its height
 * (`--sticky-foot-height`), so a control reached with Tab is scrolled clear above it.
 */
export function useStickyFootClear(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--sticky-foot-height', `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-foot-height');
    };
  }, [bar]);
}
