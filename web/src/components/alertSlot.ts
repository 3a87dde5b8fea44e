// The place a page gives its alerts instead of the floating stack: a point card's foot, whose
// bottom sheet (on a phone) would lie under the stack. The last slot mounted holds them.

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

export const setAlertSlot = (element: HTMLElement | null) => {
  slot = element;
  listeners.forEach((listener) => listener());
};

export const subscribeToAlertSlot = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const currentAlertSlot = () => slot;
