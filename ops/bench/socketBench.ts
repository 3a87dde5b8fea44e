import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack, type Stack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { REACTOR_NAMES } from '@lorewright/api/reactors';
import { REACTORS_COLLECTION, type ReactorState } from '@lorewright/projections/runner/reactorWorker';
import { seedSessions, type SeededSession } from './sessionSeed';
import { wallClockMs, type FromClients, type ToClients } from './socketBenchProtocol';

// The notification socket with 5,000 connected clients, one notification each,
// delivered with p99 < 200 ms. The real embedded server (every projection and reactor, the
// socket at /notifications) listens on 127.0.0.1 in this process; the clients live in a child
// process (socketBenchClients.ts). Each notification goes through the real command path
// (commands.notifications.send → append → notifications projection → the socket's feed → push),
// and its delivery latency runs from the call of send() to its arrival at its client.
//
// Sends are issued open-loop at a steady rate (default 1,000/s), not as fast as the pipeline
// takes them: all at once would measure a queue (the last of 5,000 waits for the 4,999 before
// it; on a 2-core machine they all arrived after ~1 s: throughput, not latency). At a steady rate
// below the pipeline's capacity (~4,000 sends/s here) each notification meets the load of all
// clients connected and of the sends around it, which is what a user waiting for one sees. The
// issue rate actually reached is reported beside it.
//
// Every phase is bounded, and the clients, the server and the stack are closed on every path.

export interface SocketBenchOptions {
  // Default BENCH_SOCKET_CLIENTS, else 5,000.
  clients: number;
  // Notifications issued per second. Default BENCH_SOCKET_RATE, else 1,000.
  rate: number;
}

export interface SocketBenchResult {
  clients: number;
  connected: number;
  // Clients that were not told 'ready', sends that failed, notifications never delivered.
  failures: { connect: number; send: number; undelivered: number; misdirected: number; dropped: number; firstError: string | null };
  seedSeconds: number;
  // Until every projection and reactor had the seeded log.
  catchUpSeconds: number;
  // From the first client's connect to the last one's 'ready'.
  connectSeconds: number;
  issuedPerSecond: number;
  delivered: number;
  latencyMs: { p50: number; p99: number; max: number };
  // Open files allowed per process (RLIMIT_NOFILE): each of the two processes holds one socket
  // per client; null where /proc/self/limits cannot be read.
  fdLimit: { soft: number; hard: number; needed: number; enough: boolean } | null;
}

const CONNECT_CONCURRENCY = 200;
const CLIENT_READY_TIMEOUT_MS = 10_000;
const CATCH_UP_TIMEOUT_MS = 120_000;
const DELIVERY_GRACE_MS = 30_000;
// Besides the sockets: the SQLite files, the listening socket, stdio, the IPC channel.
const FD_MARGIN = 256;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const openFileLimit = (needed: number): SocketBenchResult['fdLimit'] => {
  try {
    const line = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    if (!line) return null;
    const [soft, hard] = [line[1], line[2]].map((value) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value)));
    return { soft, hard, needed, enough: soft >= needed };
  } catch {
    return null;
  }
};

// Until the projections the socket reads (sessions, users, notifications) and every reactor
// (the account mails of N registrations) have the seeded log: nothing of it is left to compete
// with the measurement.
const catchUp = async (stack: Stack, position: number) => {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  const reactorsAt = async () =>
    Promise.all(REACTOR_NAMES.map(async (name) => ((await stack.readStore.collection(REACTORS_COLLECTION).get(name)) as ReactorState | null)?.position ?? 0));
  while (!(await stack.waitForViews(position, ['sessions', 'users', 'notifications']))) {
    if (Date.now() > deadline) throw new Error(`The projections did not reach position ${position} in ${CATCH_UP_TIMEOUT_MS / 1000} s.`);
  }
  while ((await reactorsAt()).some((at) => at < position)) {
    if (Date.now() > deadline) throw new Error(`The reactors did not reach position ${position} in ${CATCH_UP_TIMEOUT_MS / 1000} s.`);
    await sleep(100);
  }
};

// The child process and a way to wait for its next message of a kind, bounded.
const startClients = () => {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'socketBenchClients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listeners = new Set<(message: FromClients) => void>();
  child.on('message', (message: FromClients) => listeners.forEach((listener) => listener(message)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends FromClients['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const done = (error: Error | null, message?: Extract<FromClients, { type: T }>) => {
        clearTimeout(timer);
        listeners.delete(listener);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(message!);
      };
      const listener = (message: FromClients) => {
        if (message.type === type) done(null, message as Extract<FromClients, { type: T }>);
      };
      const onExit = (code: number | null) => done(new Error(`The client process exited (${code}) before '${type}'.`));
      const timer = setTimeout(() => done(new Error(`No '${type}' from the client process within ${timeoutMs / 1000} s.`)), timeoutMs);
      listeners.add(listener);
      child.once('exit', onExit);
    });
  return {
    send: (message: ToClients) => child.send(message),
    onMessage: (listener: (message: FromClients) => void) => listeners.add(listener),
    next,
    // Asks for a clean close, and kills it if that does not come in time.
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'close' } satisfies ToClients);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
};

// One notification per signed-in user, issued on a fixed schedule; resolves with each one's
// issue time once every send has been answered.
const issueNotifications = async (stack: Stack, users: SeededSession[], rate: number) => {
  const issuedAt = new Float64Array(users.length);
  const sends: Promise<void>[] = [];
  let sendFailures = 0;
  let firstError: string | null = null;
  const context = { actorId: null, correlationId: `bench-socket-${randomUUID()}`, causationId: null };
  const started = performance.now();
  for (let i = 0; i < users.length;) {
    const due = Math.min(users.length, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    for (; i < due; i++) {
      issuedAt[i] = wallClockMs();
      const notification = {
        userId: users[i].userId,
        notificationId: randomUUID(),
        icon: 'info' as const,
        title: 'Benchmark',
        subtitle: `Notification ${i}`,
        link: '/',
        date: new Date().toISOString(),
      };
      sends.push(
        stack.commands.notifications.send(notification, context).then(
          () => undefined,
          (error: unknown) => {
            sendFailures++;
            firstError ??= error instanceof Error ? error.message : String(error);
          },
        ),
      );
    }
    // Wakes about every millisecond; a late wake issues everything that has fallen due.
    if (i < users.length) await sleep(1);
  }
  const issueSeconds = (performance.now() - started) / 1000;
  await Promise.all(sends);
  return { issuedAt, issuedPerSecond: users.length / Math.max(issueSeconds, 1e-3), sendFailures, firstError };
};

export const socketBench = async (dir: string, options: Partial<SocketBenchOptions> = {}): Promise<SocketBenchResult> => {
  const clients = options.clients ?? Number(process.env.BENCH_SOCKET_CLIENTS ?? 5_000);
  const rate = options.rate ?? Number(process.env.BENCH_SOCKET_RATE ?? 1_000);
  if (!(Number.isInteger(clients) && clients > 0 && rate > 0)) throw new Error(`Socket benchmark: bad client count ${clients} or rate ${rate}.`);
  const dataDir = fs.mkdtempSync(path.join(dir, 'socket-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', WEB_DIST: path.join(dataDir, 'no-web') });
  const stack = await createStack(config);
  const app = await buildApp({ stack });
  const clientProcess = startClients();
  try {
    const seedStarted = performance.now();
    const { sessions, position } = await seedSessions(stack, clients);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    stack.start();
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws');
    const catchUpStarted = performance.now();
    await catchUp(stack, position);
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    const connectTimeoutMs = Math.ceil(clients / CONNECT_CONCURRENCY + 1) * CLIENT_READY_TIMEOUT_MS;
    const connected = clientProcess.next('connected', connectTimeoutMs);
    clientProcess.send({ type: 'connect', url: `${url}/notifications`, users: sessions, concurrency: CONNECT_CONCURRENCY, timeoutMs: CLIENT_READY_TIMEOUT_MS });
    const { ready, failed, firstError: connectError, ms: connectMs } = await connected;

    const arrivedAt = new Map<number, number>();
    let misdirected = 0;
    clientProcess.onMessage((message) => {
      if (message.type !== 'received') return;
      for (const [index, at] of message.receipts) arrivedAt.set(index, at);
      misdirected += message.misdirected;
    });
    const readyUsers = ready.map((index) => sessions[index]);
    const issued = await issueNotifications(stack, readyUsers, rate);
    const deadline = Date.now() + DELIVERY_GRACE_MS;
    while (arrivedAt.size + issued.sendFailures < readyUsers.length && Date.now() < deadline) await sleep(50);
    const closed = clientProcess.next('closed', 10_000);
    await clientProcess.stop();
    const { dropped } = await closed;

    // ready[k] is the client index of readyUsers[k], whose send was issued at issuedAt[k].
    const latencies = ready.flatMap((index, k) => (arrivedAt.has(index) ? [arrivedAt.get(index)! - issued.issuedAt[k]] : [])).sort((a, b) => a - b);
    return {
      clients,
      connected: ready.length,
      failures: {
        connect: failed,
        send: issued.sendFailures,
        undelivered: readyUsers.length - issued.sendFailures - latencies.length,
        misdirected,
        dropped,
        firstError: connectError ?? issued.firstError,
      },
      seedSeconds,
      catchUpSeconds,
      connectSeconds: connectMs / 1000,
      issuedPerSecond: issued.issuedPerSecond,
      delivered: latencies.length,
      latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN },
      fdLimit: openFileLimit(clients + FD_MARGIN),
    };
  } finally {
    await clientProcess.stop();
    try {
      await app.close();
    } finally {
      await stack.close();
    }
  }
};
