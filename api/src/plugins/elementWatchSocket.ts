import { CollabClientMessage } from '@lorewright/domain/notifications/collabRoom';
import {
  ElementWatchMessage,
  MAX_SOCKET_MESSAGES_PER_SECOND,
  MAX_WATCHES_PER_SOCKET,
  elementWatchClose,
  type ElementWatchServerMessage,
  type WatchedElement,
} from '@lorewright/domain/notifications/elementWatch';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { parseSocketMessage } from './socketMessage';
import { watchKey, type ElementWatches } from './elementWatches';

export interface ElementWatchSocketDeps {
  watches: ElementWatches;
  // Whether this person may see the element now (false too when there is no such element).
  maySee: (element: WatchedElement, elementId: string, userId: string) => Promise<boolean>;
  logger: FastifyBaseLogger;
  // The co-typing messages (collabSocket.ts), which share the socket.
  collab: (socket: WebSocket, userId: string, message: CollabClientMessage) => void;
}

const ClientMessage = z.discriminatedUnion('type', [...ElementWatchMessage.options, ...CollabClientMessage.options]);

const parse = (raw: RawData, isBinary: boolean) => parseSocketMessage(ClientMessage, raw, isBinary);
const isWatchMessage = (message: z.infer<typeof ClientMessage>): message is ElementWatchMessage => message.type === 'watch' || message.type === 'unwatch';

const send = (socket: WebSocket, message: ElementWatchServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

// The messages of an authenticated socket: watch and unwatch (co-typing's are handed on). A watch is taken only when the person
// may see the element, and is refused past the per-socket cap; anything else closes the socket,
// as a bad auth message does.
export const createElementWatchSocket = ({ watches, maySee, logger, collab }: ElementWatchSocketDeps) => {
  // Watches whose access check is still running: counted against the cap, cancelled by an unwatch.
  const pending = new Map<WebSocket, Set<string>>();
  const pendingOf = (socket: WebSocket) => pending.get(socket) ?? pending.set(socket, new Set()).get(socket)!;

  const watch = (socket: WebSocket, userId: string, { element, elementId }: ElementWatchMessage) => {
    const key = watchKey(element, elementId);
    const asked = pendingOf(socket);
    if (watches.has(socket, key) || asked.has(key)) return;
    const refuse = () => send(socket, { type: 'watchRefused', element, elementId });
    if (watches.countOf(socket) + asked.size >= MAX_WATCHES_PER_SOCKET) return refuse();
    asked.add(key);
    maySee(element, elementId, userId)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'element watch: access check failed');
        return false;
      })
      .then((allowed) => {
        // Unwatched or closed meanwhile: nothing to take.
        if (!pending.get(socket)?.delete(key) || socket.readyState !== socket.OPEN) return;
        if (allowed) watches.add({ socket, userId }, key);
        else refuse();
      })
      .catch(() => {});
  };

  // Messages of each socket in its current second.
  const pace = new Map<WebSocket, { second: number; count: number }>();
  const tooFast = (socket: WebSocket) => {
    const second = Math.floor(Date.now() / 1000);
    const seen = pace.get(socket);
    if (seen?.second !== second) pace.set(socket, { second, count: 1 });
    else seen.count += 1;
    return (pace.get(socket)?.count ?? 0) > MAX_SOCKET_MESSAGES_PER_SECOND;
  };

  const onMessage = (socket: WebSocket, userId: string, raw: RawData, isBinary: boolean) => {
    if (tooFast(socket)) return socket.close(elementWatchClose.tooFast.code, elementWatchClose.tooFast.reason);
    const message = parse(raw, isBinary);
    if (!message) return socket.close(elementWatchClose.badMessage.code, elementWatchClose.badMessage.reason);
    if (!isWatchMessage(message)) {
      try {
        return collab(socket, userId, message);
      } catch {
        // Bytes that are no y-protocols message.
        return socket.close(elementWatchClose.badMessage.code, elementWatchClose.badMessage.reason);
      }
    }
    if (message.type === 'watch') return watch(socket, userId, message);
    const key = watchKey(message.element, message.elementId);
    pending.get(socket)?.delete(key);
    watches.remove(socket, key);
  };

  return {
    // From the moment the socket is authenticated as this person.
    attach: (socket: WebSocket, userId: string) => {
      socket.on('message', (raw, isBinary) => onMessage(socket, userId, raw, isBinary));
    },
    forget: (socket: WebSocket) => {
      pending.delete(socket);
      pace.delete(socket);
      watches.forget(socket);
    },
  };
};
