import { useEffect } from 'react';

/** Every navigation to a new path starts at the top of the page (spec, section 2). */
export function useScrollReset(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
