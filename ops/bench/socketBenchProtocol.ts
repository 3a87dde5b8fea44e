// What the socket benchmark's two processes say to each other over the IPC channel: the server
// process (socketBench.ts) and the one holding the clients (socketBenchClients.ts).

export type ToClients =
  // Connect one client per token (client i signs in as users[i]), at most `concurrency` handshakes
  // at a time, each given `timeoutMs` to be told 'ready'.
  { type: 'connect'; url: string; users: { userId: string; token: string }[]; concurrency: number; timeoutMs: number } | { type: 'close' };

export type FromClients =
  | { type: 'connected'; ready: number[]; failed: number; firstError: string | null; ms: number }
  // Notifications received since the last report: [client index, wallClockMs() on arrival].
  // `misdirected`: received by a client whose user it was not for.
  | { type: 'received'; receipts: [number, number][]; misdirected: number }
  // Sockets closed since 'ready' (by the server or the network), before the benchmark closed them.
  | { type: 'closed'; dropped: number };

// Milliseconds since the epoch with sub-millisecond resolution, comparable across processes on
// one machine: both read the same system clock (timeOrigin) and add their own monotonic time.
export const wallClockMs = () => performance.timeOrigin + performance.now();
