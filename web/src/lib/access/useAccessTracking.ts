import { useEffect, useRef } from 'react';
import { recordAccess, recordClose, recordVisibility, shouldTrack } from './accessTracker';

/**
 * Records a visit to the page that calls it (product.md §7): POST access on mount, again with
 * c: true when the page closes, and POST access/visibility whenever the tab is hidden or shown.
 * Skipped on localhost and 127.0.0.1.
 */
export function useAccessTracking(): void {
  const visitorId = useRef<string | undefined>(undefined);
  const recorded = useRef(false);

  useEffect(() => {
    if (!shouldTrack()) return;
    const url = window.location.href.slice(0, 2000);

    // Strict mode runs effects twice; the visit is one visit.
    if (!recorded.current) {
      recorded.current = true;
      void recordAccess(url).then((aId) => {
        visitorId.current = aId;
      });
    }

    const onPageHide = () => {
      if (visitorId.current) recordClose(visitorId.current, url);
    };
    const onVisibilityChange = () => {
      if (visitorId.current) recordVisibility(visitorId.current, document.visibilityState);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
}
