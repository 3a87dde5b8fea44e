// The last two addresses the app showed, recorded by AppStart. The introduction asks where the
// user came from: its typewriter animation is skipped after a world page (product.md §4).
let current: string | null = null;
let previous: string | null = null;

export function recordPathname(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The address shown before `pathname`, or null on the first page of the visit. */
export function pathnameBefore(pathname: string): string | null {
  // A page may ask while rendering, before AppStart has recorded its own address.
  return current === pathname ? previous : current;
}

export function resetNavigationHistory(): void {
  current = null;
  previous = null;
}
