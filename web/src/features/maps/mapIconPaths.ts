import type { MapIcon } from '@lorewright/domain/maps/mapIcons';

// The 20 marker icons (product.md §3) as line drawings on a 24-unit grid, stroked in the
// point's colour. The pin's tip touches the bottom edge: it is drawn 14 px higher (iconOffset).
export const MAP_ICON_PATHS: Record<MapIcon, string> = {
  pin: 'M12 23s-7-7.4-7-13a7 7 0 0 1 14 0c0 5.6-7 13-7 13zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  castle: 'M3 21V9h3V5h2v2h2V5h4v2h2V5h2v4h3v12zM10 21v-4a2 2 0 0 1 4 0v4M3 9h18',
  rook: 'M6 21h12M8 21l1-9h6l1 9M7 4h2v2h2V4h2v2h2V4h2v5l-2 3H9L7 9z',
  x: 'M5 5l14 14M19 5L5 19',
  swords: 'M4 4l12 12M13 19l6-6M16 16l4 4M20 4L8 16M5 13l6 6M8 16l-4 4',
  boxes: 'M3 13h8v8H3zM13 13h8v8h-8zM8 4h8v9H8z',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  'solar system': 'M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0M16.5 6.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-6.5 8-6.5s8 2.5 8 6.5',
  wizard: 'M12 2L7 11h10zM5 11h14M9 13.5a3 3 0 0 0 6 0M6 21c0-3 2.7-5 6-5s6 2 6 5',
  'witch hat': 'M3 19h18M6 19c2-1 3.5-4 4-8l2-7 5 5-3 1c-.5 3 0 6 3 9M9 15h6',
  mountain: 'M2 20l7-12 4 6 3-4 6 10zM7.5 10.5 9 12l1.5-1.5',
  magic: 'M4 20L15 9M13 7l4 4M18 3v3M16.5 4.5h3M20 9v2M19 10h2M9 3v2M8 4h2',
  stopwatch: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 13V9M10 2h4M12 2v3M18 6l1.5-1.5',
  'open book': 'M2 5c3-1 7-1 10 1.5C15 4 19 4 22 5v14c-3-1-7-1-10 1.5C9 18 5 18 2 19zM12 6.5v14',
  book: 'M5 4h11a3 3 0 0 1 3 3v14H8a3 3 0 0 1-3-3zM5 18a3 3 0 0 1 3-3h11M9 8h6',
  books: 'M3 4h4v16H3zM9 4h4v16H9zM14.5 5.2l3.9-1 3.6 15.4-3.9 1z',
  map: 'M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20zM9 4v13.5M15 6.5V20',
  bell: 'M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9zM10 20a2 2 0 0 0 4 0',
};
