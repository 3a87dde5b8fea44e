import type { WikiCategory } from './wikiView';

// Each category's icon (a name of the client's icon set) and colour (product.md §3).
export const WIKI_CATEGORY_STYLE: ReadonlyMap<WikiCategory, { label: string; icon: string; color: string }> = new Map([
  ['characters', { label: 'Characters', icon: 'user', color: '#60e0be' }],
  ['places', { label: 'Places', icon: 'mountain', color: '#e0b860' }],
  ['magic', { label: 'Magic', icon: 'magic', color: '#b18cf0' }],
  ['events', { label: 'Events', icon: 'bell', color: '#f07a7a' }],
]);
