import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { redactingLoggerOptions } from '@lorewright/api/plugins/logRedaction';
import { PAID_FEATURES } from '@lorewright/domain/accounts/permissions';
import { seedSessions, type SeededSession } from './sessionSeed';

// The server of the mixed benchmark, in a process of its own so that the load generator's CPU
// and memory stay out of its latency and RSS: `node --import tsx mixedServer.ts <dataDir>
// <accounts>`, forked with an IPC channel. Set up as `npm start` runs (production, JSON request
// logs at info on stdout, which the benchmark sends to a file), on 127.0.0.1 with a port of its
// own. Before it listens it seeds that many signed-in accounts straight into the event log
// (sessionSeed.ts), each holding every paid feature for a year; then it sends one Ready message.
// Asked 'resetLoopDelay', it starts its event loop's delays afresh; asked 'loopDelay', it answers
// them (a stall of the whole server shows there, whatever request it held up).
//
// Rate limits are off, as in the other benchmarks: every simulated user comes from 127.0.0.1,
// and 200 people behind one address would share one upload budget of 30 a minute.

export interface Ready {
  url: string;
  sessions: SeededSession[];
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  // The share of the time the loop was not idle, waiting for I/O: sampled delays weigh a long
  // stall as one sample, this weighs it by its length.
  utilization: number;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
export const LOOP_SAMPLE_MS = 10;

const main = async (dataDir: string, accounts: number) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const logger = pino(redactingLoggerOptions(config.LOG_LEVEL));
  const stack = await createStack(config, logger);
  const { sessions } = await seedSessions(stack, accounts, { prefix: 'mixed', name: (i) => `Mixed Author ${i}` });
  const app = await buildApp({ stack, logger });
  stack.start();
  const until = new Date(Date.now() + YEAR_MS);
  for (const { userId } of sessions)
    for (const feature of PAID_FEATURES) await stack.commands.accounts.grantPermission(userId, feature, until, { actorId: null, correlationId: 'bench' });
  // Every projection has the seeded log before the first request is timed.
  const head = await stack.eventStore.headPosition();
  while (!(await stack.waitForViews(head)));
  const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  loop.enable();
  let since = performance.eventLoopUtilization();
  process.on('message', (message: 'resetLoopDelay' | 'loopDelay') => {
    if (message === 'resetLoopDelay') {
      since = performance.eventLoopUtilization();
      return loop.reset();
    }
    // The histogram holds the time between samples; the delay is what exceeds the interval.
    const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_SAMPLE_MS);
    const { utilization } = performance.eventLoopUtilization(since);
    process.send!({ p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max), utilization } satisfies LoopDelay);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url, sessions } satisfies Ready);
  const stop = async () => {
    await app.close();
    await stack.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // A benchmark that died leaves no server behind.
  process.once('disconnect', () => void stop());
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv[2], Number(process.argv[3])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
