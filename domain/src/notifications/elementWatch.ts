import { z } from 'zod';

// Live elements: over the notification socket, after its auth message, a page asks to be told
// when someone saves the element it shows, and refetches it when told (unless it is editing it).

export const WATCHED_ELEMENTS = ['map', 'timeline', 'language', 'wiki', 'writing'] as const;
export type WatchedElement = (typeof WATCHED_ELEMENTS)[number];

// A socket serves one tab, which shows a handful of elements at most.
export const MAX_WATCHES_PER_SOCKET = 20;
// A burst of saves (a drag, a list pasted in) becomes one message per element per this long.
export const ELEMENT_CHANGE_COALESCE_MS = 250;

const watched = { element: z.enum(WATCHED_ELEMENTS), elementId: z.string().min(1).max(100) };

// What a signed-in client may say after its auth message.
export const ElementWatchMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('watch'), ...watched }),
  z.strictObject({ type: z.literal('unwatch'), ...watched }),
]);
export type ElementWatchMessage = z.infer<typeof ElementWatchMessage>;

export interface ElementEditor {
  _id: string;
  name: string;
}

// What the server answers. `tab` names the tab whose request made the change, and is sent only to
// the sockets of the same person: a tab skips what it did itself, and learns no one else's tab.
// `presence` goes only to people who may edit the element, each time the set of editors with its
// page open changes: everyone in it once (several tabs are one person), the receiver included.
// Readers neither receive it nor appear in it.
export type ElementWatchServerMessage =
  | { type: 'elementChanged'; element: WatchedElement; elementId: string; by: ElementEditor; tab?: string }
  | { type: 'watchRefused'; element: WatchedElement; elementId: string }
  | { type: 'presence'; element: WatchedElement; elementId: string; people: ElementEditor[] };

// A typist sends a few sync and awareness messages a keystroke; a flood is cut off.
export const MAX_SOCKET_MESSAGES_PER_SECOND = 100;

export const elementWatchClose = {
  badMessage: { code: 4400, reason: 'After auth, only watch, unwatch and co-typing messages are taken.' },
  tooFast: { code: 4429, reason: `Too many messages: at most ${MAX_SOCKET_MESSAGES_PER_SECOND} a second.` },
} as const;
