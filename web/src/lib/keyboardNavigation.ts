// Keys of the map and timeline pages (product.md §2: zoom with + and −; WCAG 2.1.1: what a drag
// does, a key does too). Typing in a field never zooms, pans or moves anything.

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** What these helpers read of a key press: a DOM event or React's. */
export interface KeyPress {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** True when the key went to a field the user is typing in. */
export const isTyping = (event: Pick<KeyPress, 'target'>) => event.target instanceof Element && event.target.closest(EDITABLE) !== null;

const withModifier = (event: KeyPress) => event.ctrlKey || event.metaKey || event.altKey;

/** +1 for + (or =, the same key unshifted), −1 for −; null for any other key, a shortcut or a key typed into a field. */
export function zoomKey(event: KeyPress): 1 | -1 | null {
  if (isTyping(event) || withModifier(event)) return null;
  if (event.key === '+' || event.key === '=') return 1;
  if (event.key === '-' || event.key === '−' || event.key === '_') return -1;
  return null;
}

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The direction of an arrow key as [dx, dy] (screen axes, y downwards); null for any other key. */
export function arrowKey(event: KeyPress): readonly [number, number] | null {
  if (isTyping(event) || withModifier(event)) return null;
  return ARROWS[event.key] ?? null;
}
