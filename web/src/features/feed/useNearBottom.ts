import { useEffect, useRef } from 'react';

// product.md §9.9: the next page loads once the reader is within 300 px of the bottom.
export const NEAR_BOTTOM_MARGIN = '0px 0px 300px 0px';

/**
 * A ref for a sentinel at the end of a list: `onNear` runs while it is within 300 px of the
 * viewport and `enabled`. `pagesLoaded` re-arms the observer after each page, since a sentinel
 * still in view after a short page would otherwise never report again.
 */
export function useNearBottom<T extends Element>(onNear: () => void, enabled: boolean, pagesLoaded: number) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onNear);
  latest.current = onNear;

  useEffect(() => {
    const node = sentinel.current;
    // Without IntersectionObserver the 'Load more' button is the way on.
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: NEAR_BOTTOM_MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, pagesLoaded]);

  return sentinel;
}
