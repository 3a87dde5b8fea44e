import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import { notificationSocketClose as closeWith, NOTIFICATION_AUTH_TIMEOUT_MS } from '@lorewright/domain/notifications/notificationMessages';
import { COLLAB_DATA_MAX, type CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { SERVER_ERROR_MESSAGE } from './errorEnvelope';
import type { Stack } from '../composition';
import { sessionOfToken } from './auth';
import { createLiveElements } from './liveElements';
import { startNotificationFeed } from './notificationFeed';
import { parseSocketMessage } from './socketMessage';
import { createSocketClients, type CloseReason } from './socketClients';
import { startHeartbeat } from './socketHeartbeat';

declare module 'fastify' {
  interface FastifyInstance {
    coTypists: (room: CollabRoomId, saverId: string) => string[];
  }
}

// Same origin as the app and the API (architecture.md §4); the vite dev server proxies it with ws: true.
export const NOTIFICATION_SOCKET_PATH = '/notifications';
export const HEARTBEAT_MS = 30_000;
// Peers get this long to answer the close handshake on shutdown before they are cut off.
const SHUTDOWN_GRACE_MS = 1000;
// A client sends its auth message, small watch messages, and co-typing updates: a whole scene's
// document at most, base64 in JSON (collabRoom.ts).
const MAX_MESSAGE_BYTES = COLLAB_DATA_MAX + 4096;

const AuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(500) });

const parseAuth = (raw: RawData, isBinary: boolean) => parseSocketMessage(AuthMessage, raw, isBinary);

const close = (socket: WebSocket, { code, reason }: CloseReason) => socket.close(code, reason);
const send = (socket: WebSocket, message: NotificationSocketMessage) => socket.send(JSON.stringify(message));

export interface NotificationSocketOptions {
  authTimeoutMs?: number;
  heartbeatMs?: number;
}

// The live notification channel: a client connects, sends {type:'auth', token} within the auth
// timeout, and from then on receives its own NotificationSent / NotificationRead as they happen.
// Register before any route (@fastify/websocket intercepts upgrades through the router).
export const useNotificationSocket = async (app: FastifyInstance, stack: Stack, options: NotificationSocketOptions = {}) => {
  const authTimeoutMs = options.authTimeoutMs ?? NOTIFICATION_AUTH_TIMEOUT_MS;
  const clients = createSocketClients();
  const heartbeat = startHeartbeat(() => app.websocketServer.clients, options.heartbeatMs ?? HEARTBEAT_MS);
  let feed: Awaited<ReturnType<typeof startNotificationFeed>> | null = null;
  const live = createLiveElements(stack, app.log);
  // A save of co-typed text names who typed it (the routes ask; the rooms are this plugin's).
  app.decorate('coTypists', live.takeTypists);

  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // A peer that vanished mid-connection is expected; it is not a server error.
    errorHandler: (error, socket) => {
      app.log.debug({ err: error }, 'notification socket error');
      socket.terminate();
    },
    // Shutdown must not hang on a peer that never answers the close handshake.
    preClose: async () => {
      heartbeat.stop();
      const server = app.websocketServer;
      for (const socket of server.clients) close(socket, closeWith.shuttingDown);
      const cutOff = setTimeout(() => {
        for (const socket of server.clients) socket.terminate();
      }, SHUTDOWN_GRACE_MS);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(cutOff);
    },
  });

  const authenticate = async (socket: WebSocket, token: string) => {
    const found = await sessionOfToken(stack.queries.accounts, token, stack.catchUpSessions);
    if (socket.readyState !== socket.OPEN) return;
    if (!found) return close(socket, closeWith.rejected);
    clients.add(socket, { userId: found.user._id, sessionId: found.session.sessionId });
    live.attach(socket, found.user._id);
    send(socket, { type: 'ready' });
  };

  const onConnection = (socket: WebSocket) => {
    heartbeat.watch(socket);
    const timer = setTimeout(() => close(socket, closeWith.authTimeout), authTimeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      clients.remove(socket);
      live.forget(socket);
    });
    // The first message must be the auth message; what may follow is taken once it is accepted.
    socket.once('message', (raw, isBinary) => {
      clearTimeout(timer);
      const auth = parseAuth(raw, isBinary);
      if (!auth) return close(socket, closeWith.badMessage);
      authenticate(socket, auth.token).catch((error: unknown) => {
        app.log.error({ err: error }, 'notification socket authentication failed');
        // 1011: the server failed, not the token; the client tries again later.
        if (socket.readyState === socket.OPEN) socket.close(1011, SERVER_ERROR_MESSAGE);
      });
    });
  };

  app.route({
    method: 'GET',
    url: NOTIFICATION_SOCKET_PATH,
    // A plain GET (no upgrade) is answered here, not by the SPA's index.html fallback.
    handler: (_request, reply) => reply.status(426).header('upgrade', 'websocket').send({ error: 'This address only takes WebSocket connections.' }),
    wsHandler: (socket) => onConnection(socket),
  });

  app.addHook('onReady', async () => {
    feed = await startNotificationFeed({
      eventStore: stack.eventStore,
      registry: stack.registry,
      waitForProjection: (position) => stack.waitForViews(position, ['notifications']),
      push: (userId, message) => clients.push(userId, message),
      endSessions: (userId, sessionId) => clients.endSessions(userId, sessionId, closeWith.loggedOut),
      logger: app.log,
    });
    await live.start();
  });
  app.addHook('onClose', async () => {
    await feed?.stop();
    await live.stop();
  });
};
