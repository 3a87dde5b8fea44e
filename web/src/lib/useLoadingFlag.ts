import { useEffect, useState } from 'react';

// product.md §9.2: the loading flag clears 250 ms after the work is done, so a fast answer does not
// make a button or spinner flicker.
export const LOADING_CLEAR_DELAY_MS = 250;

/** True while `active`, and for 250 ms after it turns false. */
export function useLoadingFlag(active: boolean, clearDelayMs = LOADING_CLEAR_DELAY_MS): boolean {
  const [lingering, setLingering] = useState(active);

  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), clearDelayMs);
    return () => clearTimeout(timer);
  }, [active, clearDelayMs]);

  return active || lingering;
}
