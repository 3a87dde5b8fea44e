import type { WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { WebSocket } from 'ws';

export const watchKey = (element: WatchedElement, elementId: string) => `${element}-${elementId}`;

// The element of a key: no element name holds a dash, so the first one ends it.
export const watchedOfKey = (key: string) => {
  const dash = key.indexOf('-');
  return { element: key.slice(0, dash) as WatchedElement, elementId: key.slice(dash + 1) };
};

export interface Watcher {
  socket: WebSocket;
  userId: string;
}

// Which sockets of this API instance watch which element, both ways: a change finds its watchers,
// a closed socket drops all of its watches. `changed` hears of every watch taken or dropped (the
// presence of editors follows it).
export const createElementWatches = (changed: (key: string) => void = () => {}) => {
  const byKey = new Map<string, Map<WebSocket, Watcher>>();
  const bySocket = new Map<WebSocket, Set<string>>();

  const remove = (socket: WebSocket, key: string) => {
    bySocket.get(socket)?.delete(key);
    const watchers = byKey.get(key);
    if (!watchers?.delete(socket)) return;
    if (watchers.size === 0) byKey.delete(key);
    changed(key);
  };

  return {
    add(watcher: Watcher, key: string) {
      const keys = bySocket.get(watcher.socket) ?? new Set<string>();
      keys.add(key);
      bySocket.set(watcher.socket, keys);
      const watchers = byKey.get(key) ?? new Map<WebSocket, Watcher>();
      watchers.set(watcher.socket, watcher);
      byKey.set(key, watchers);
      changed(key);
    },

    remove,

    forget(socket: WebSocket) {
      for (const key of bySocket.get(socket) ?? []) remove(socket, key);
      bySocket.delete(socket);
    },

    has: (socket: WebSocket, key: string) => bySocket.get(socket)?.has(key) ?? false,
    countOf: (socket: WebSocket) => bySocket.get(socket)?.size ?? 0,
    watchersOf: (key: string): Watcher[] => [...(byKey.get(key)?.values() ?? [])],
  };
};

export type ElementWatches = ReturnType<typeof createElementWatches>;
