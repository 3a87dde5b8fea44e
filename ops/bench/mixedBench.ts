import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuSecondsOf, stopChild } from './benchChild';
import { createClient } from './mixedClient';
import { exportedZip, exportLane, importLane } from './mixedJobs';
import { picture } from './mixedPictures';
import { createRecorder, type Latency, type RecorderResult } from './mixedRecorder';
import { AUTHOR_WORLD, furnishWorld, SHOWCASE_WORLD } from './mixedSeed';
import { LOOP_SAMPLE_MS, type LoopDelay } from './mixedServer';
import { serverLoopDelay, startMixedServer } from './mixedServerProcess';
import { author, reader } from './mixedUsers';
import { rssSummary, sampleRss, type RssSummary } from './rssSampler';
import { readServerLog, type ServerLog } from './mixedServerLog';

// The product's mixed workload: 200 simulated authors and readers (reads, saves, uploads, one
// import and one export running) for 5 minutes on 127.0.0.1; reads p99 < 100 ms, saves p99
// < 200 ms, 0 errors, RSS flat after the first minute.
//
// The server runs in a process of its own (mixedServer.ts), so the load generator's CPU and
// memory stay out of its latency and RSS; its RSS is read from /proc every second. Before the
// window each author's world is furnished through the API (mixedSeed.ts) and a large world is
// exported once for the import's file (mixedJobs.ts). Then, for the whole window: the authors
// (two in five of the people) open their elements and save small changes, with the odd upload;
// the readers, not signed in, read public worlds, the community pages, search and the feed
// (mixedUsers.ts); one export and one import run all along.

export interface MixedOptions {
  seconds: number;
  users: number;
}

export interface MixedResult {
  seconds: number;
  authors: number;
  readers: number;
  requests: RecorderResult;
  served: number;
  errors: number;
  exports: Latency & { failed: number };
  imports: Latency & { failed: number; zipBytes: number };
  rss: RssSummary;
  serverLog: ServerLog;
  // The load generator's own event loop and CPU: a stalled generator would time its own delay.
  generatorDelayP99Ms: number;
  generatorCores: number;
  // The cores the server kept busy over the window, and the machine's load average at its end
  // (on a shared machine, others' work shows in the latencies).
  serverCores: number;
  loadAverage: number;
  // How late the server's event loop ran over the window: a stalled server holds every request.
  serverLoopDelay: LoopDelay;
}

const AUTHOR_SHARE = 0.4;
// Every fourth author keeps their world private.
const isPublic = (n: number) => n % 4 !== 3;
const SEED_CONCURRENCY = 4;
// "RSS flat after the first minute": end RSS at most 10% above RSS at the minute. A drop is the
// collector giving memory back, not a leak. A run shorter than five minutes marks a fifth of it.
export const RSS_GROWTH_MAX = 1.1;
const rssMark = (seconds: number) => Math.min(60, seconds / 5);

const inTurns = async <T, R>(items: readonly T[], concurrency: number, each: (item: T, n: number) => Promise<R>) => {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < items.length; n = next++) results[n] = await each(items[n], n);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
};

const say = (line: string) => console.log(`mixed: ${line}`);

export const mixedBench = async (dir: string, { seconds, users }: MixedOptions): Promise<MixedResult> => {
  const authors = Math.max(1, Math.round(users * AUTHOR_SHARE));
  const readers = users - authors;
  // One new person per import (an import fills its importer's media quota); one takes seconds.
  const importers = Math.ceil(seconds / 2) + 2;
  const logFile = path.join(dir, 'mixed-server.log');
  const setupStarted = performance.now();
  const server = await startMixedServer(fs.mkdtempSync(path.join(dir, 'mixed-')), 1 + authors + importers, logFile);
  const [exporter, ...others] = server.sessions;
  let result: Omit<MixedResult, 'serverLog'>;
  try {
    const seeding = createRecorder();
    const seedSend = createClient(server.url, seeding, 'seed');
    const worlds = await inTurns(others.slice(0, authors), SEED_CONCURRENCY, (session, n) => furnishWorld(seedSend, session, n, AUTHOR_WORLD, isPublic(n)));
    const showcase = await furnishWorld(seedSend, exporter, authors, SHOWCASE_WORLD, false);
    const zip = await exportedZip(seedSend, seeding, server.url, exporter.token, showcase.worldId);
    say(
      `${authors} worlds and the showcase world seeded, import file ${(zip.length / 1_048_576).toFixed(1)} MB, in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    const recorder = createRecorder();
    const send = createClient(server.url, recorder);
    const pictures = Array.from({ length: 8 }, (_, n) => picture(128, 128, 100 + n));
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
    loopDelay.enable();
    const rss = sampleRss(server.child.pid!);
    const cpuAtStart = cpuSecondsOf(server.child.pid!);
    server.child.send('resetLoopDelay');
    const generatorCpu = process.cpuUsage();
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    const people = { send, until, publicWorlds: worlds.filter((world) => world.isPublic) };
    const jobs = Promise.all([exportLane(send, recorder, until, exporter, showcase.worldId), importLane(send, until, others.slice(authors), zip)]);
    const everyone = Promise.all([...worlds.map((world) => author(people, world, pictures)), ...Array.from({ length: readers }, () => reader(people))]);
    const [[exports, imports]] = await Promise.all([jobs, everyone]);
    const windowSeconds = (performance.now() - started) / 1000;
    const serverCores = (cpuSecondsOf(server.child.pid!) - cpuAtStart) / windowSeconds;
    const { user, system } = process.cpuUsage(generatorCpu);
    const samples = rss.stop();
    loopDelay.disable();
    const serverDelay = await serverLoopDelay(server.child);

    const requests = recorder.result();
    const served = Object.values(requests.kinds).reduce((sum, kind) => sum + kind.count, 0);
    const errors = requests.failures.reduce((sum, failure) => sum + failure.count, 0);
    result = {
      seconds: windowSeconds,
      authors,
      readers,
      requests,
      served,
      errors,
      exports,
      imports: { ...imports, zipBytes: zip.length },
      rss: rssSummary(samples, rssMark(seconds)),
      generatorDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_SAMPLE_MS),
      generatorCores: (user + system) / 1e6 / windowSeconds,
      serverCores,
      loadAverage: os.loadavg()[0],
      serverLoopDelay: serverDelay,
    };
  } finally {
    await stopChild(server.child);
  }
  return { ...result, serverLog: readServerLog(logFile) };
};
