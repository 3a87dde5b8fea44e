import { COLLAB_ACCESS_RECHECK_MS, type CollabClientMessage, type CollabElement, type CollabServerMessage } from '@lorewright/domain/notifications/collabRoom';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { CollabRooms } from './collabRooms';

export interface CollabSocketDeps {
  rooms: CollabRooms;
  // Whether this person may edit the element now (false when they may not see it, or it is gone).
  mayEdit: (element: CollabElement, elementId: string, userId: string) => Promise<boolean>;
  logger: FastifyBaseLogger;
  recheckMs?: number;
}

const send = (socket: WebSocket, message: CollabServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

// The co-typing messages of an authenticated socket. Only someone who may edit the element joins
// its rooms (readers never receive anyone's keystrokes or cursors), and everyone in a room is
// asked again every few seconds, so a member whose role or access changed is let go.
export const createCollabSocket = ({ rooms, mayEdit, logger, recheckMs = COLLAB_ACCESS_RECHECK_MS }: CollabSocketDeps) => {
  const allowed = (element: CollabElement, elementId: string, userId: string) =>
    mayEdit(element, elementId, userId).catch((error: unknown) => {
      logger.error({ err: error }, 'co-typing: access check failed');
      return false;
    });

  const join = async (socket: WebSocket, userId: string, { room }: Extract<CollabClientMessage, { type: 'collabJoin' }>) => {
    const mayJoin = await allowed(room.element, room.elementId, userId);
    if (socket.readyState !== socket.OPEN) return;
    if (!mayJoin || rooms.join(socket, userId, room) === 'full') send(socket, { type: 'collabClosed', room, reset: false });
  };

  const reset = async (socket: WebSocket, userId: string, { room }: Extract<CollabClientMessage, { type: 'collabReset' }>) => {
    if (await allowed(room.element, room.elementId, userId)) rooms.reset(room);
    else send(socket, { type: 'collabClosed', room, reset: false });
  };

  let rechecking = false;
  const recheck = async () => {
    if (rechecking) return;
    rechecking = true;
    try {
      // One question per person and element, however many rooms and tabs they have open.
      const answers = new Map<string, Promise<boolean>>();
      for (const { socket, userId, room } of rooms.members()) {
        const key = `${userId} ${room.element} ${room.elementId}`;
        const answer = answers.get(key) ?? allowed(room.element, room.elementId, userId);
        answers.set(key, answer);
        if (!(await answer)) rooms.close(socket, room);
      }
    } finally {
      rechecking = false;
    }
  };
  const timer = setInterval(() => void recheck(), recheckMs);
  timer.unref();

  return {
    onMessage: (socket: WebSocket, userId: string, message: CollabClientMessage) => {
      switch (message.type) {
        case 'collabJoin':
          return void join(socket, userId, message);
        case 'collabLeave':
          return rooms.leave(socket, message.room);
        case 'collabReset':
          return void reset(socket, userId, message);
        case 'collabSync':
          return void rooms.sync(socket, message.room, message.data);
        case 'collabAwareness':
          return void rooms.awareness(socket, message.room, message.data);
      }
    },
    forget: (socket: WebSocket) => rooms.forget(socket),
    recheck,
    stop() {
      clearInterval(timer);
      rooms.stop();
    },
  };
};
