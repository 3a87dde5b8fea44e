import type { ElementEditor, ElementWatchServerMessage, WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import { joinNotificationSocket, type PeerMessage } from '../notifications/api';

export type ElementChanged = Extract<ElementWatchServerMessage, { type: 'elementChanged' }>;

/** What a page hears of the element it watches: its changes, and the editors who have it open. */
export interface ElementListener {
  changed: (change: ElementChanged) => void;
  presence: (people: ElementEditor[]) => void;
}

const keyOf = (element: WatchedElement, elementId: string) => `${element}-${elementId}`;

interface Watched {
  element: WatchedElement;
  elementId: string;
  listeners: Set<ElementListener>;
  // The last presence told, for a page that starts listening later.
  people: ElementEditor[];
}

// Every watch of this tab, over the one notification connection: an element shown twice is
// watched once, the last one gone unwatches it, and after a reconnect every watch is sent again.
const watched = new Map<string, Watched>();
let send: ((message: PeerMessage) => void) | null = null;
let joined = false;

const tellPresence = (entry: Watched, people: ElementEditor[]) => {
  entry.people = people;
  for (const listener of entry.listeners) listener.presence(people);
};

const join = () => {
  joined = true;
  joinNotificationSocket({
    ready: (sendNow) => {
      send = sendNow;
      for (const { element, elementId } of watched.values()) send({ type: 'watch', element, elementId });
    },
    message: (message) => {
      // Refusals need no answer; co-typing's messages are its rooms' (collabProvider.ts).
      if (message.type !== 'elementChanged' && message.type !== 'presence') return;
      const entry = watched.get(keyOf(message.element, message.elementId));
      if (!entry) return;
      if (message.type === 'presence') tellPresence(entry, message.people);
      else for (const listener of entry.listeners) listener.changed(message);
    },
    down: () => {
      send = null;
      // Who is there is unknown until the server tells again after the reconnect.
      for (const entry of watched.values()) tellPresence(entry, []);
    },
  });
};

/** Listens to one element while the answer is not called. */
export function watchElement(element: WatchedElement, elementId: string, listener: ElementListener): () => void {
  // Joined once, for the life of the page; before the watch below, which it would send again.
  if (!joined) join();
  const key = keyOf(element, elementId);
  const entry = watched.get(key) ?? { element, elementId, listeners: new Set<ElementListener>(), people: [] };
  watched.set(key, entry);
  entry.listeners.add(listener);
  if (entry.people.length > 0) listener.presence(entry.people);
  if (entry.listeners.size === 1) send?.({ type: 'watch', element, elementId });
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || watched.get(key) !== entry) return;
    watched.delete(key);
    send?.({ type: 'unwatch', element, elementId });
  };
}
