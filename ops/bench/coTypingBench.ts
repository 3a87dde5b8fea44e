import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { createLedger, openBenchPeer, type BenchPeer, type Ledger } from './coTypingPeer';
import { startCoTypingProcess, type CoTypingProcess } from './coTypingProcess';
import type { ServerMemory } from './coTypingProtocol';
import { sceneText } from './writingDocument';

// Co-typing (architecture.md §6: a keystroke reaches 20 editors of one scene p99 < 100 ms), with
// the server in a process of its own and the peers (coTypingPeer.ts) in this one:
// - one scene: 20 editors synced to a 2,000-word scene, each typing 10 keystrokes/s for 10 s; the
//   delay of every keystroke to each of the 19 others;
// - 200 scenes open at once, 2 editors in each (one socket per editor and room), each seeded with
//   2,000 words; the server's memory before the sockets, with them signed in, with the rooms
//   open; then 1 keystroke/s in each room and its delivery to the other member.
// Each runs against a bare `ws` relay (coTypingRelay.ts) forwarding the same frames, then
// against the real server, after a second of untimed typing; the keystrokes' delays are compared at p99. The cursor moves with
// every keystroke (an awareness frame each), but only the keystrokes are timed.

export interface CoTypingOptions {
  editors: number;
  perSecond: number;
  seconds: number;
  rooms: number;
  roomPerSecond: number;
  words: number;
}

export interface Delivery {
  keystrokes: number;
  expected: number;
  delivered: number;
  issuedPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  // The share of the typing time this process (the peers) was busy: near 1, the load generator,
  // not the server, sets the delays.
  peersBusy: number;
  // The share of the machine's CPUs that neither process used meanwhile (the machine is shared):
  // near 0, the delays include waits for a CPU.
  idle: number;
}

export interface RoomsResult {
  delivery: Delivery;
  // Rooms joined, synced and holding the whole seed.
  served: number;
  // Before the sockets, with the sockets signed in, with every room open, after the typing.
  memory?: { before: ServerMemory; signedIn: ServerMemory; open: ServerMemory; typed: ServerMemory };
}

export interface CoTypingResult {
  options: CoTypingOptions;
  seedBytes: number;
  scene: { bare: Delivery; measured: Delivery };
  rooms: { bare: RoomsResult; measured: RoomsResult };
}

const GRACE_MS = 5_000;
const OPEN_CONCURRENCY = 25;
const WRITINGS = 10;
const WARM_UP_SECONDS = 1;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const inBatches = async <T, R>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<R>) => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
};

// The machine's CPU time so far, idle and in all, in clock ticks (Linux: /proc/stat's first line).
const machineCpu = () => {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((sum, n) => sum + n, 0) };
};

const seedRuns = (scene: number, words: number) =>
  sceneText(scene, 0, words).map(({ content, style }) => ({ content, bold: style === 'bold' || style === 'title' }));

// Each typist types `perSecond` keystrokes a second on a fixed schedule (open loop), the typists'
// schedules spread over the interval; then waits for the stragglers.
const typeFor = async (typists: (() => void)[], perSecond: number, seconds: number, ledger: Ledger): Promise<Delivery> => {
  const interval = 1000 / perSecond;
  const done = new Array<number>(typists.length).fill(0);
  const started = performance.now();
  const busySince = performance.eventLoopUtilization();
  const cpuSince = machineCpu();
  let keystrokes = 0;
  for (let elapsed = 0; elapsed < seconds * 1000; elapsed = performance.now() - started) {
    for (const [i, typist] of typists.entries()) {
      const due = Math.floor((elapsed - (i / typists.length) * interval) / interval) + 1;
      for (; done[i] < due; done[i]++, keystrokes++) typist();
    }
    await sleep(1);
  }
  const issuedPerSecond = keystrokes / ((performance.now() - started) / 1000);
  const peersBusy = performance.eventLoopUtilization(busySince).utilization;
  const cpu = machineCpu();
  const idle = (cpu.idle - cpuSince.idle) / Math.max(1, cpu.total - cpuSince.total);
  const deadline = Date.now() + GRACE_MS;
  while (ledger.delays.length < ledger.expected && Date.now() < deadline) await sleep(20);
  const sorted = Float64Array.from(ledger.delays).sort();
  const at = (p: number) => percentile(Array.from(sorted), p);
  return {
    keystrokes,
    expected: ledger.expected,
    delivered: sorted.length,
    issuedPerSecond,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.at(-1) ?? NaN,
    peersBusy,
    idle,
  };
};

// A second untimed first: the first keystrokes through fresh processes time their compilers.
const timedTyping = async (watch: (ledger: Ledger) => void, typists: ((ledger: Ledger) => void)[], perSecond: number, seconds: number) => {
  const warm = createLedger();
  watch(warm);
  await typeFor(
    typists.map((typist) => () => typist(warm)),
    perSecond,
    WARM_UP_SECONDS,
    warm,
  );
  const ledger = createLedger();
  watch(ledger);
  return typeFor(
    typists.map((typist) => () => typist(ledger)),
    perSecond,
    seconds,
    ledger,
  );
};

const tokenOf = (server: CoTypingProcess, i: number) => server.tokens[i % Math.max(1, server.tokens.length)] ?? 'bare';
// Scene r of `rooms` spread over the writings; `phase` keeps each phase's rooms apart.
const roomOf = (server: CoTypingProcess, phase: string, scene: number, rooms: number): CollabRoomId => ({
  element: 'writing',
  elementId: server.writingIds[Math.floor((scene * WRITINGS) / rooms)] ?? 'bare-writing',
  part: `${phase}-${scene}`,
});

// The seeder joins and fills the room; the others join and sync (or copy, on the bare relay)
// until they hold the whole seed.
const fill = async (peers: BenchPeer[], bare: boolean, scene: number, words: number) => {
  const [seeder, ...others] = peers;
  const { seed } = await seeder.join();
  if (seed || bare) seeder.seed(seedRuns(scene, words));
  await Promise.all(others.map((peer) => peer.join()));
  for (const peer of others) if (bare) peer.copy(seeder.doc);
  const deadline = Date.now() + 30_000;
  while (others.some((peer) => peer.textLength() < seeder.textLength())) {
    if (Date.now() > deadline) throw new Error(`room ${scene}: the seed did not reach every member in 30 s`);
    await sleep(10);
  }
};

const sceneOf = async (server: CoTypingProcess, bare: boolean, o: CoTypingOptions) => {
  const room = roomOf(server, 'scene', 0, 1);
  const peers = await Promise.all(
    Array.from({ length: o.editors }, (_, i) => openBenchPeer(server.socketUrl, tokenOf(server, i), room, bare ? 'bare' : 'lorewright', `Editor ${i}`)),
  );
  try {
    await fill(peers, bare, 0, o.words);
    const watch = (ledger: Ledger) => {
      for (const peer of peers)
        peer.watch(
          ledger,
          peers.filter((other) => other !== peer),
        );
    };
    return await timedTyping(
      watch,
      peers.map((peer) => (ledger: Ledger) => peer.keystroke(ledger)),
      o.perSecond,
      o.seconds,
    );
  } finally {
    await Promise.all(peers.map((peer) => peer.end()));
  }
};

const roomsOf = async (server: CoTypingProcess, bare: boolean, o: CoTypingOptions): Promise<RoomsResult> => {
  const read = bare ? null : server.memory;
  const before = await read?.();
  // One socket per editor and room: room r has sockets 2r and 2r + 1, of two different people.
  const sockets = Array.from({ length: 2 * o.rooms }, (_, i) => i);
  const peers = await inBatches(sockets, OPEN_CONCURRENCY, (i) =>
    openBenchPeer(server.socketUrl, tokenOf(server, i), roomOf(server, 'room', i >> 1, o.rooms), bare ? 'bare' : 'lorewright', `Editor ${i}`),
  );
  try {
    const signedIn = await read?.();
    const rooms = Array.from({ length: o.rooms }, (_, r) => [peers[2 * r], peers[2 * r + 1]]);
    let served = 0;
    await inBatches(rooms, OPEN_CONCURRENCY, async (members, r) => {
      await fill(members, bare, r + 1, o.words);
      served++;
    });
    const open = await read?.();
    const watch = (ledger: Ledger) => {
      for (const [a, b] of rooms) {
        a.watch(ledger, [b]);
        b.watch(ledger, [a]);
      }
    };
    // Each room's keystrokes come from its two members in turn.
    const typists = rooms.map((members) => {
      let turn = 0;
      return (ledger: Ledger) => members[turn++ % 2].keystroke(ledger);
    });
    const delivery = await timedTyping(watch, typists, o.roomPerSecond, o.seconds);
    const typed = await read?.();
    return { delivery, served, ...(before && signedIn && open && typed ? { memory: { before, signedIn, open, typed } } : {}) };
  } finally {
    await inBatches(peers, 100, (peer) => peer.end());
  }
};

export const coTypingBench = async (dir: string, options: Partial<CoTypingOptions> = {}): Promise<CoTypingResult> => {
  const o: CoTypingOptions = {
    editors: 20,
    perSecond: 10,
    seconds: Number(process.env.BENCH_COTYPING_SECONDS ?? 10),
    rooms: Number(process.env.BENCH_COTYPING_ROOMS ?? 200),
    roomPerSecond: 1,
    words: 2_000,
    ...options,
  };
  const seedBytes = Buffer.byteLength(
    seedRuns(0, o.words)
      .map((run) => run.content)
      .join(''),
  );
  const dataDir = fs.mkdtempSync(path.join(dir, 'cotyping-'));
  // Both up at once, and each phase taken on the relay just before the server, so a busy spell
  // of the machine weighs on both alike.
  const relay = await startCoTypingProcess('coTypingRelay.ts');
  try {
    const server = await startCoTypingProcess('coTypingServer.ts', [dataDir, String(o.editors), String(WRITINGS)]);
    try {
      const scene = { bare: await sceneOf(relay, true, o), measured: await sceneOf(server, false, o) };
      const rooms = { bare: await roomsOf(relay, true, o), measured: await roomsOf(server, false, o) };
      return { options: o, seedBytes, scene, rooms };
    } finally {
      await server.stop();
    }
  } finally {
    await relay.stop();
  }
};
