import { useEffect } from 'react';

/** Every navigation to a new path starts at the top of the page (product.md §2.4). */
export function useScrollReset(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
