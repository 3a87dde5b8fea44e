import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { memoryOf, stopChild } from './benchChild';
import { COMMON_WORD, RARE_WORD } from './scaleServer';

// Community reads stay flat from 1,000 to 100,000 public worlds. Two servers, one
// per size, each in its own process (so its memory can be read), seeded through the event log;
// the same requests go to both, one at a time, alternating, and each size's p50/p99 is
// reported beside the other. Targets: p99 at the large size ≤ 1.5× p99 at the small one and
// < 20 ms; the large server's resident memory < 300 MB.

export interface Latency {
  p50: number;
  p99: number;
}

interface ScaleServer {
  url: string;
  worldId: string;
  appendSeconds: number;
  projectSeconds: number;
  child: ChildProcess;
}

// Seeding appends 100,000 streams, each fsynced: on a RAM disk, where one exists, that takes
// seconds rather than most of a minute. What is measured, the reads, come from the page cache
// either way.
const dataRoot = (dir: string) => (fs.existsSync('/dev/shm') ? '/dev/shm' : dir);

const startServer = async (dir: string, worlds: number): Promise<ScaleServer> => {
  const script = path.join(import.meta.dirname, 'scaleServer.ts');
  const dataDir = fs.mkdtempSync(path.join(dataRoot(dir), `lorewright-scale-${worlds}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, String(worlds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`scale server (${worlds} worlds) exited with ${code}`))));
  const ready = (async () => {
    for await (const line of lines) if (line.startsWith('{')) return JSON.parse(line) as Omit<ScaleServer, 'child'>;
    throw new Error('scale server closed its output');
  })();
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { ...(await Promise.race([ready, exited])), child };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Probe {
  label: string;
  request: (server: ScaleServer) => { path: string; body?: object };
  // What the answer must hold, so a fast wrong answer cannot pass.
  check: (json: unknown) => boolean;
}

const send = async (server: ScaleServer, probe: Probe) => {
  const { path: url, body } = probe.request(server);
  const started = performance.now();
  const res = await fetch(
    `${server.url}/api/v1/${url}`,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  const json: unknown = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || !probe.check(json)) throw new Error(`${probe.label}: unexpected answer ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return ms;
};

const worldsOf = (json: unknown) => (json as { worlds: Array<{ name: string }> }).worlds;

const probes = (deepSkip: number): Probe[] => [
  { label: 'GET world/:id', request: (s) => ({ path: `world/${s.worldId}` }), check: (json) => typeof (json as { world?: object }).world === 'object' },
  {
    label: 'POST allWorlds, first page',
    request: () => ({ path: 'allWorlds', body: { page: 0, skip: 0, limit: 6 } }),
    check: (json) => worldsOf(json).length === 6,
  },
  {
    label: `POST allWorlds, deep page (skip ${deepSkip.toLocaleString('en-US')})`,
    request: () => ({ path: 'allWorlds', body: { skip: deepSkip, limit: 6 } }),
    check: (json) => worldsOf(json).length === 6,
  },
  {
    label: `POST search, rare word ('${RARE_WORD.slice(0, 7).toLowerCase()}')`,
    request: () => ({ path: 'search', body: { text: RARE_WORD.slice(0, 7).toLowerCase() } }),
    check: (json) => worldsOf(json).length === 1,
  },
  {
    label: `POST search, common word ('${COMMON_WORD.toLowerCase()}', in half the worlds)`,
    request: () => ({ path: 'search', body: { text: COMMON_WORD.toLowerCase() } }),
    check: (json) => worldsOf(json).length === 50 && worldsOf(json).every((world) => world.name.includes(COMMON_WORD)),
  },
];

export interface ScaleResult {
  small: number;
  large: number;
  seeding: { appendSeconds: number; projectSeconds: number };
  rows: Array<{ label: string; small: Latency; large: Latency }>;
  memory: { rssMb: number; peakMb: number };
}

export const scaleBench = async (dir: string, small: number, large: number, samples: number): Promise<ScaleResult> => {
  const servers = await Promise.all([startServer(dir, small), startServer(dir, large)]);
  try {
    const rows: ScaleResult['rows'] = [];
    const deepSkip = small - 50;
    for (const probe of probes(deepSkip)) {
      for (let i = 0; i < 100; i++) for (const server of servers) await send(server, probe); // warm-up
      const times: number[][] = [[], []];
      for (let i = 0; i < samples; i++) for (const [n, server] of servers.entries()) times[n].push(await send(server, probe));
      const [smallTimes, largeTimes] = times.map((t) => t.sort((a, b) => a - b));
      const latency = (t: number[]) => ({ p50: percentile(t, 50), p99: percentile(t, 99) });
      rows.push({ label: probe.label, small: latency(smallTimes), large: latency(largeTimes) });
    }
    const memory = memoryOf(servers[1].child.pid!);
    return { small, large, seeding: { appendSeconds: servers[1].appendSeconds, projectSeconds: servers[1].projectSeconds }, rows, memory };
  } finally {
    await Promise.all(servers.map((server) => stopChild(server.child)));
  }
};
