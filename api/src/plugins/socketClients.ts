import type { NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import type { WebSocket } from 'ws';

export interface CloseReason {
  code: number;
  reason: string;
}

interface Client {
  userId: string;
  sessionId: string;
}

// The authenticated sockets of this API instance, by user: a user may have several tabs open.
export const createSocketClients = () => {
  const byUser = new Map<string, Map<WebSocket, Client>>();
  const clientOf = new WeakMap<WebSocket, Client>();

  const socketsOf = (userId: string) => [...(byUser.get(userId)?.entries() ?? [])];

  return {
    add(socket: WebSocket, client: Client) {
      const sockets = byUser.get(client.userId) ?? new Map<WebSocket, Client>();
      sockets.set(socket, client);
      byUser.set(client.userId, sockets);
      clientOf.set(socket, client);
    },

    remove(socket: WebSocket) {
      const userId = clientOf.get(socket)?.userId;
      const sockets = userId === undefined ? undefined : byUser.get(userId);
      if (!userId || !sockets) return;
      sockets.delete(socket);
      if (sockets.size === 0) byUser.delete(userId);
    },

    push(userId: string, message: NotificationSocketMessage) {
      const text = JSON.stringify(message);
      for (const [socket] of socketsOf(userId)) if (socket.readyState === socket.OPEN) socket.send(text);
    },

    // The token a socket authenticated with is no longer valid: it may not keep listening.
    endSessions(userId: string, sessionId: string | null, close: CloseReason) {
      for (const [socket, client] of socketsOf(userId)) {
        if (sessionId === null || client.sessionId === sessionId) socket.close(close.code, close.reason);
      }
    },

    count: () => [...byUser.values()].reduce((sum, sockets) => sum + sockets.size, 0),
  };
};

export type SocketClients = ReturnType<typeof createSocketClients>;
