import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { startHeartbeat } from './socketHeartbeat';

// A socket that records pings and terminations and answers pings only while `answering`.
class FakeSocket extends EventEmitter {
  pings = 0;
  terminated = false;
  constructor(public answering: boolean) {
    super();
  }
  ping() {
    this.pings += 1;
    if (this.answering) queueMicrotask(() => this.emit('pong'));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('socket heartbeat', () => {
  it('keeps a socket that answers its pings and terminates one that stopped answering', async () => {
    vi.useFakeTimers();
    const live = new FakeSocket(true);
    const dead = new FakeSocket(true);
    const sockets = new Set([live, dead]);
    const heartbeat = startHeartbeat(() => sockets as unknown as Set<WebSocket>, 1000);
    heartbeat.watch(live as unknown as WebSocket);
    heartbeat.watch(dead as unknown as WebSocket);

    await vi.advanceTimersByTimeAsync(1000);
    expect([live.pings, dead.pings]).toEqual([1, 1]);
    dead.answering = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect([live.terminated, dead.terminated]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect([live.terminated, dead.terminated]).toEqual([false, true]);
    expect(live.pings).toBe(3);
    heartbeat.stop();
  });
});
