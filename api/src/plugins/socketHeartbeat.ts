import type { WebSocket } from 'ws';

// Every interval each socket must have answered the previous ping; one that did not is gone
// without a goodbye (a closed laptop, a dropped proxy connection) and is terminated, which frees
// it and fires its 'close' so it leaves the clients.
export const startHeartbeat = (sockets: () => Iterable<WebSocket>, intervalMs: number) => {
  const answered = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of sockets()) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();

  return {
    watch(socket: WebSocket) {
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));
    },
    stop: () => clearInterval(timer),
  };
};
