import type { WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { WebSocket } from 'ws';

export const watchKey = (element: WatchedElement, elementId: string) => `${element}-${elementId}`;

export interface Watcher {
  socket: WebSocket;
  userId: string;
}

// Which sockets of this API instance watch which element, both ways: a change finds its watchers,
// a closed socket drops all of its watches.
export const createElementWatches = () => {
  const byKey = new Map<string, Map<WebSocket, Watcher>>();
  const bySocket = new Map<WebSocket, Set<string>>();

  const remove = (socket: WebSocket, key: string) => {
    bySocket.get(socket)?.delete(key);
    const watchers = byKey.get(key);
    watchers?.delete(socket);
    if (watchers?.size === 0) byKey.delete(key);
  };

  return {
    add(watcher: Watcher, key: string) {
      const keys = bySocket.get(watcher.socket) ?? new Set<string>();
      keys.add(key);
      bySocket.set(watcher.socket, keys);
      const watchers = byKey.get(key) ?? new Map<WebSocket, Watcher>();
      watchers.set(watcher.socket, watcher);
      byKey.set(key, watchers);
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
