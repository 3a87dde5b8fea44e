// The 20 map marker icons (product.md §3), in the order the icon dropdown and the
// filters list them. The pin's tip is its anchor: it is drawn 14 px higher than the others.
export const MAP_ICONS = [
  'pin',
  'castle',
  'rook',
  'x',
  'swords',
  'boxes',
  'link',
  'solar system',
  'lock',
  'user',
  'wizard',
  'witch hat',
  'mountain',
  'magic',
  'stopwatch',
  'open book',
  'book',
  'books',
  'map',
  'bell',
] as const;
export type MapIcon = (typeof MAP_ICONS)[number];

export const PIN_OFFSET_PX = -14;
export const iconOffset = (icon: MapIcon) => (icon === 'pin' ? PIN_OFFSET_PX : 0);
