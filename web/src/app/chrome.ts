import { matchPath } from 'react-router';

// Where the top navigation and footer are hidden. product.md §2.4 names the
// screens; these are the routes that show them. Full-screen editors and readers need the
// whole window, and the introduction is a standalone welcome.
// Views without a route of their own (a wiki's pages, a timeline's views) render inside the
// routes below, so the routes cover them.
export const chromelessScreens: ReadonlyArray<{ screen: string; path: string }> = [
  { screen: 'introduction', path: '/introduction' },
  { screen: 'writing room', path: '/writing-room' },
  { screen: 'writing', path: '/writing/:id' },
  { screen: 'writing display (reading room)', path: '/reading-room/:id' },
  { screen: 'wiki display', path: '/wiki/:id' },
  { screen: 'map', path: '/map/:id' },
  { screen: 'timeline', path: '/timeline/:id' },
  { screen: 'language', path: '/language/:id' },
];

/** Path prefixes under which only the footer is hidden. */
export const footerlessPrefixes: readonly string[] = ['/help'];

export interface Chrome {
  showNav: boolean;
  showFooter: boolean;
}

export function chromeFor(pathname: string): Chrome {
  const chromeless = chromelessScreens.some(({ path }) => matchPath(path, pathname) !== null);
  if (chromeless) return { showNav: false, showFooter: false };
  const footerless = footerlessPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return { showNav: true, showFooter: !footerless };
}
