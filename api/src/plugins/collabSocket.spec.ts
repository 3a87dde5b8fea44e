import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { createCollabRooms } from './collabRooms';
import { createCollabSocket } from './collabSocket';

// The access side of co-typing, with a socket that records what it is sent: who joins, and who
// is let go when the periodic check finds they may no longer edit.

class RecordingSocket {
  readonly OPEN = 1;
  readyState = 1;
  sent: { type: string; reset?: boolean }[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
}

const room: CollabRoomId = { element: 'writing', elementId: 'w1', part: 's1' };
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const setUp = (editors: Set<string>) => {
  const rooms = createCollabRooms();
  const logger = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const side = createCollabSocket({ rooms, mayEdit: async (_element, _id, userId) => editors.has(userId), logger, recheckMs: 60_000 });
  stops.push(side.stop);
  const socket = new RecordingSocket();
  return { rooms, side, socket, ws: socket as unknown as WebSocket, logger };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('co-typing access', () => {
  it('lets go of a member who may no longer edit, at the next check, and keeps the others', async () => {
    const editors = new Set(['ann', 'eddie']);
    const { rooms, side, socket, ws } = setUp(editors);
    const other = new RecordingSocket();
    side.onMessage(other as unknown as WebSocket, 'ann', { type: 'collabJoin', room });
    await settle();
    side.onMessage(ws, 'eddie', { type: 'collabJoin', room });
    await settle();
    expect(rooms.isMember(ws, room)).toBe(true);

    editors.delete('eddie');
    await side.recheck();
    expect(rooms.isMember(ws, room)).toBe(false);
    expect(socket.sent.at(-1)).toEqual({ type: 'collabClosed', room, reset: false });
    expect(rooms.isMember(other as unknown as WebSocket, room)).toBe(true);
  });

  it('refuses the join, and the reset, of someone who may not edit', async () => {
    const { rooms, side, socket, ws } = setUp(new Set(['ann']));
    side.onMessage(ws, 'mallory', { type: 'collabJoin', room });
    await settle();
    expect(rooms.isMember(ws, room)).toBe(false);
    expect(socket.sent).toEqual([{ type: 'collabClosed', room, reset: false }]);

    const ann = new RecordingSocket();
    side.onMessage(ann as unknown as WebSocket, 'ann', { type: 'collabJoin', room });
    await settle();
    side.onMessage(ws, 'mallory', { type: 'collabReset', room });
    await settle();
    expect(ann.sent.map((message) => message.type)).not.toContain('collabClosed');
  });

  it('refuses the join when the access check fails, and says so in the log', async () => {
    const rooms = createCollabRooms();
    const logger = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const side = createCollabSocket({ rooms, mayEdit: () => Promise.reject(new Error('store down')), logger });
    stops.push(side.stop);
    const socket = new RecordingSocket();
    side.onMessage(socket as unknown as WebSocket, 'ann', { type: 'collabJoin', room });
    await settle();
    expect(socket.sent).toEqual([{ type: 'collabClosed', room, reset: false }]);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('drops a room its last member left only after the keeping time', () => {
    vi.useFakeTimers();
    try {
      const rooms = createCollabRooms({ keepMs: 1000 });
      const socket = new RecordingSocket() as unknown as WebSocket;
      rooms.join(socket, 'ann', room);
      rooms.leave(socket, room);
      vi.advanceTimersByTime(999);
      expect(rooms.size()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(rooms.size()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
