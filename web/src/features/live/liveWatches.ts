import type { ElementWatchMessage, ElementWatchServerMessage, WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import { joinNotificationSocket } from '../notifications/api';

export type ElementChanged = Extract<ElementWatchServerMessage, { type: 'elementChanged' }>;
type Listener = (change: ElementChanged) => void;

const keyOf = (element: WatchedElement, elementId: string) => `${element}-${elementId}`;

// Every watch of this tab, over the one notification connection: an element shown twice is
// watched once, the last one gone unwatches it, and after a reconnect every watch is sent again.
const watched = new Map<string, { element: WatchedElement; elementId: string; listeners: Set<Listener> }>();
let send: ((message: ElementWatchMessage) => void) | null = null;
let joined = false;

const join = () => {
  joined = true;
  joinNotificationSocket({
    ready: (sendNow) => {
      send = sendNow;
      for (const { element, elementId } of watched.values()) send({ type: 'watch', element, elementId });
    },
    message: (message) => {
      if (message.type !== 'elementChanged') return;
      for (const listener of watched.get(keyOf(message.element, message.elementId))?.listeners ?? []) listener(message);
    },
    down: () => {
      send = null;
    },
  });
};

/** Listens to the changes of one element while the answer is not called. */
export function watchElement(element: WatchedElement, elementId: string, listener: Listener): () => void {
  // Joined once, for the life of the page; before the watch below, which it would send again.
  if (!joined) join();
  const key = keyOf(element, elementId);
  const entry = watched.get(key) ?? { element, elementId, listeners: new Set<Listener>() };
  watched.set(key, entry);
  entry.listeners.add(listener);
  if (entry.listeners.size === 1) send?.({ type: 'watch', element, elementId });
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || watched.get(key) !== entry) return;
    watched.delete(key);
    send?.({ type: 'unwatch', element, elementId });
  };
}
