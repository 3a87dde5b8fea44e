import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MAX_SOCKET_MESSAGES_PER_SECOND, MAX_WATCHES_PER_SOCKET } from '@lorewright/domain/notifications/elementWatch';
import { createElementWatches, watchKey } from './elementWatches';
import { createElementWatchSocket } from './elementWatchSocket';

// The watch messages of one authenticated socket, against a stand-in socket and access rule.

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const setUp = (maySee: (elementId: string) => boolean | Promise<boolean> = () => true) => {
  const watches = createElementWatches();
  const logger = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const side = createElementWatchSocket({ watches, maySee: async (_element, elementId) => maySee(elementId), logger, collab: () => {} });
  const socket = new FakeSocket();
  side.attach(socket as unknown as WebSocket, 'u1');
  const ws = socket as unknown as WebSocket;
  return { watches, side, socket, ws };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const watchOf = (elementId: string) => ({ type: 'watch', element: 'map', elementId });

describe('the watch messages of a socket', () => {
  it('takes watches up to the cap, then refuses', async () => {
    const { watches, socket, ws } = setUp();
    for (let i = 0; i <= MAX_WATCHES_PER_SOCKET; i += 1) socket.say(watchOf(`m${i}`));
    await settle();
    expect(watches.countOf(ws)).toBe(MAX_WATCHES_PER_SOCKET);
    expect(socket.sent).toEqual([{ type: 'watchRefused', element: 'map', elementId: `m${MAX_WATCHES_PER_SOCKET}` }]);
    // An unwatch makes room again; the same watch twice counts once.
    socket.say({ type: 'unwatch', element: 'map', elementId: 'm0' });
    socket.say(watchOf('m1'));
    socket.say(watchOf('again'));
    await settle();
    expect(watches.countOf(ws)).toBe(MAX_WATCHES_PER_SOCKET);
    expect(watches.has(ws, watchKey('map', 'again'))).toBe(true);
  });

  it('refuses a watch the access rule refuses, and a failing check', async () => {
    const { watches, socket, ws } = setUp((elementId) => (elementId === 'broken' ? Promise.reject(new Error('store down')) : elementId === 'mine'));
    socket.say(watchOf('theirs'));
    socket.say(watchOf('broken'));
    socket.say(watchOf('mine'));
    await settle();
    expect(socket.sent).toEqual([
      { type: 'watchRefused', element: 'map', elementId: 'theirs' },
      { type: 'watchRefused', element: 'map', elementId: 'broken' },
    ]);
    expect(watches.watchersOf(watchKey('map', 'mine'))).toEqual([{ socket: ws, userId: 'u1' }]);
  });

  it('an unwatch sent while the check runs wins', async () => {
    let allow: (value: boolean) => void = () => {};
    const { watches, socket } = setUp(() => new Promise((resolve) => (allow = resolve)));
    socket.say(watchOf('m1'));
    socket.say({ type: 'unwatch', element: 'map', elementId: 'm1' });
    allow(true);
    await settle();
    expect(watches.watchersOf(watchKey('map', 'm1'))).toEqual([]);
  });

  it('closes on a message it does not know, and forgets a closed socket', async () => {
    const { watches, side, socket, ws } = setUp();
    socket.say(watchOf('m1'));
    await settle();
    side.forget(ws);
    expect(watches.watchersOf(watchKey('map', 'm1'))).toEqual([]);
    socket.emit('message', Buffer.from('{"type":"watch"'), false);
    expect(socket.closedWith).toBe(4400);
  });

  it('hands co-typing messages on, and cuts off a socket that floods', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00.000Z') });
    try {
      const collab = vi.fn();
      const socket = new FakeSocket();
      const side = createElementWatchSocket({ watches: createElementWatches(), maySee: async () => true, logger: {} as FastifyBaseLogger, collab });
      side.attach(socket as unknown as WebSocket, 'u1');
      const leave = { type: 'collabLeave', room: { element: 'writing', elementId: 'w1', part: 's1' } };
      for (let i = 0; i < MAX_SOCKET_MESSAGES_PER_SECOND; i += 1) socket.say(leave);
      expect(collab).toHaveBeenCalledTimes(MAX_SOCKET_MESSAGES_PER_SECOND);
      expect(socket.closedWith).toBeNull();
      // A new second is a new allowance; past it, the socket is closed.
      vi.advanceTimersByTime(1000);
      for (let i = 0; i <= MAX_SOCKET_MESSAGES_PER_SECOND; i += 1) socket.say(leave);
      expect(socket.closedWith).toBe(4429);
    } finally {
      vi.useRealTimers();
    }
  });
});
