import { useEffect, useState, type RefObject } from 'react';

// Rows this close to the view count as in it, so they are drawn before they scroll in.
const MARGIN_PX = 200;

/** Whether an element is in or near the view (scrolled containers included); true where the browser cannot tell. */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? true), { rootMargin: `${MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
