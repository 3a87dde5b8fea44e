import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { joinNotificationSocket, notificationSocketUrl, openNotificationSocket, reconnectDelay } from './notificationSocket';

const URL = 'ws://localhost:3000/notifications';

describe('notification socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = () => {
    const onMessage = vi.fn();
    const onRejected = vi.fn();
    const socket = openNotificationSocket({ url: URL, token: 'tok', onMessage, onRejected });
    return { socket, onMessage, onRejected };
  };

  it('connects to the same origin, ws for http and wss for https', () => {
    expect(notificationSocketUrl('http://localhost:5173')).toBe('ws://localhost:5173/notifications');
    expect(notificationSocketUrl('https://lorewright.example')).toBe('wss://lorewright.example/notifications');
  });

  it('sends the auth message first and hands on what the server pushes', () => {
    const { onMessage } = open();
    const ws = FakeWebSocket.latest()!;
    expect(ws.url).toBe(URL);
    ws.serverOpen();
    expect(ws.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'auth', token: 'tok' }]);
    ws.serverSend({ type: 'ready' });
    ws.serverSend({ type: 'read', notificationId: 'n1' });
    ws.serverSend('not json at all');
    expect(onMessage.mock.calls).toEqual([[{ type: 'ready' }], [{ type: 'read', notificationId: 'n1' }]]);
  });

  it('reconnects with a delay that doubles up to 10 000 ms, and starts over once accepted again', async () => {
    open();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest()!.serverClose(1006);
      const started = Date.now();
      await vi.advanceTimersToNextTimerAsync();
      expect(FakeWebSocket.instances.length).toBe(before + 1);
      delays.push(Date.now() - started);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);

    const ws = FakeWebSocket.latest()!;
    ws.serverOpen();
    ws.serverSend({ type: 'ready' });
    ws.serverClose(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.latest()).toBe(ws);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.latest()).not.toBe(ws);
  });

  it('stops for good when closed, also while waiting to reconnect', async () => {
    const { socket } = open();
    FakeWebSocket.latest()!.serverClose(1006);
    socket.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    const second = open();
    const ws = FakeWebSocket.latest()!;
    ws.serverOpen();
    second.socket.close();
    expect(ws.readyState).toBe(FakeWebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('does not reconnect with a token the server refused, and says so', async () => {
    const { onRejected } = open();
    FakeWebSocket.latest()!.serverOpen();
    FakeWebSocket.latest()!.serverClose(4401, 'Please log in.');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onRejected).toHaveBeenCalledOnce();
  });

  it('lets a peer talk over the connection once it is accepted, again after a reconnect, and hands it its messages', async () => {
    const peer = { ready: vi.fn(), message: vi.fn(), down: vi.fn() };
    const leave = joinNotificationSocket(peer);
    const { socket, onMessage } = open();
    const ws = FakeWebSocket.latest()!;
    ws.serverOpen();
    expect(peer.ready).not.toHaveBeenCalled();
    ws.serverSend({ type: 'ready' });
    expect(peer.ready).toHaveBeenCalledOnce();
    const [send] = peer.ready.mock.calls[0] as [(message: unknown) => void];
    send({ type: 'watch', element: 'map', elementId: 'm1' });
    expect(ws.sent.map((m) => JSON.parse(m))).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'watch', element: 'map', elementId: 'm1' },
    ]);

    const change = { type: 'elementChanged', element: 'map', elementId: 'm1', by: { _id: 'u2', name: 'Bea' } };
    ws.serverSend(change);
    ws.serverSend({ type: 'watchRefused', element: 'map', elementId: 'm9' });
    expect(peer.message.mock.calls).toEqual([[change], [{ type: 'watchRefused', element: 'map', elementId: 'm9' }]]);
    expect(onMessage.mock.calls).toEqual([[{ type: 'ready' }]]);

    ws.serverClose(1006);
    expect(peer.down).toHaveBeenCalledOnce();
    await vi.advanceTimersToNextTimerAsync();
    FakeWebSocket.latest()!.serverOpen();
    FakeWebSocket.latest()!.serverSend({ type: 'ready' });
    expect(peer.ready).toHaveBeenCalledTimes(2);

    // A peer that joins a connection already accepted is told at once.
    const late = { ready: vi.fn(), message: vi.fn(), down: vi.fn() };
    const leaveLate = joinNotificationSocket(late);
    expect(late.ready).toHaveBeenCalledOnce();
    socket.close();
    expect(late.down).toHaveBeenCalledOnce();
    leave();
    leaveLate();
  });

  it('reconnectDelay is capped at the product maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});
