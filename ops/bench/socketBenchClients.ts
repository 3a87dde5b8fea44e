import WebSocket from 'ws';
import type { NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import { wallClockMs, type FromClients, type ToClients } from './socketBenchProtocol';

// The clients of the socket benchmark, in a process of their own (started by socketBench.ts
// with an IPC channel): the server's process then spends its time on the server, each process
// holds one side's sockets (file descriptors), and parsing what arrives costs the server
// nothing. Every notification's arrival is timed on the wall clock the two processes share and
// reported in batches.

const REPORT_EVERY_MS = 100;
const CLOSE_GRACE_MS = 3000;

// Nothing is said once the benchmark has gone (or let this process go).
const say = (message: FromClients) => {
  if (process.connected) process.send!(message);
};

const sockets: WebSocket[] = [];
// Still signing in: cut off when the benchmark closes.
const connecting = new Set<WebSocket>();
let receipts: [number, number][] = [];
let misdirected = 0;
let dropped = 0;
let closing = false;

const report = setInterval(() => {
  if (receipts.length === 0 && misdirected === 0) return;
  say({ type: 'received', receipts, misdirected });
  receipts = [];
  misdirected = 0;
}, REPORT_EVERY_MS);

// Resolves once the server says 'ready'; rejects on an error, a close or the timeout before it.
const signIn = (index: number, url: string, user: { userId: string; token: string }, timeoutMs: number) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    connecting.add(socket);
    let ready = false;
    const fail = (reason: string) => {
      clearTimeout(timer);
      connecting.delete(socket);
      socket.terminate();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`no 'ready' within ${timeoutMs} ms`), timeoutMs);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: user.token })));
    socket.on('error', (error) => {
      if (!ready) fail(error.message);
    });
    socket.on('close', (code, reason) => {
      if (!ready) fail(`closed ${code} ${String(reason)}`);
      else if (!closing) dropped++;
    });
    socket.on('message', (data: Buffer) => {
      const at = wallClockMs(); // first: parsing is the client's time, not the delivery's
      const message = JSON.parse(data.toString('utf8')) as NotificationSocketMessage;
      if (message.type === 'ready') {
        ready = true;
        clearTimeout(timer);
        connecting.delete(socket);
        resolve(socket);
      } else if (message.type === 'notification') {
        if (message.notification.userID === user.userId) receipts.push([index, at]);
        else misdirected++;
      }
    });
  });

const connectAll = async ({ url, users, concurrency, timeoutMs }: Extract<ToClients, { type: 'connect' }>) => {
  const started = performance.now();
  const ready: number[] = [];
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  // A fixed number of handshakes in flight, so the listen backlog is never flooded.
  const lane = async () => {
    while (next < users.length && !closing) {
      const index = next++;
      try {
        const socket = await signIn(index, url, users[index], timeoutMs);
        sockets.push(socket);
        ready.push(index);
        if (closing) socket.terminate(); // told to close while this one was signing in
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, lane));
  say({ type: 'connected', ready, failed, firstError, ms: performance.now() - started });
};

// Closing handshakes first; whatever has not finished by the grace period is cut off.
const closeAll = async () => {
  closing = true;
  clearInterval(report);
  if (receipts.length > 0 || misdirected > 0) say({ type: 'received', receipts, misdirected });
  say({ type: 'closed', dropped });
  for (const socket of connecting) socket.terminate();
  const closed = sockets.map((socket) => new Promise((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve(null) : socket.once('close', resolve))));
  for (const socket of sockets) socket.close(1000);
  const cutOff = setTimeout(() => sockets.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
  await Promise.all(closed);
  clearTimeout(cutOff);
};

process.on('message', (message: ToClients) => {
  const done = message.type === 'connect' ? connectAll(message) : closeAll().then(() => process.disconnect());
  done.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// The benchmark's process went away: nothing is left to report to.
process.on('disconnect', () => {
  clearInterval(report);
  for (const socket of sockets) socket.terminate();
});
