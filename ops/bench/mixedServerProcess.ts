import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverProcessEnv } from './benchChild';
import type { LoopDelay, Ready } from './mixedServer';

// The mixed benchmark's server (mixedServer.ts) forked with `accounts` seeded, its request log
// written to `logFile`; resolves once it listens.
export const startMixedServer = async (dataDir: string, accounts: number, logFile: string): Promise<Ready & { child: ChildProcess }> => {
  const log = fs.openSync(logFile, 'w');
  const child = fork(path.join(import.meta.dirname, 'mixedServer.ts'), [dataDir, String(accounts)], {
    // BENCH_SERVER_PROFILE=<dir>: the server writes its CPU profile there when it stops.
    env: serverProcessEnv(),
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])],
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  try {
    return await new Promise<Ready & { child: ChildProcess }>((resolve, reject) => {
      child.once('message', (ready: Ready) => resolve({ ...ready, child }));
      child.once('exit', (code) => reject(new Error(`the mixed benchmark's server exited with ${code} before it listened`)));
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
};

// The server's event loop delays since it was last asked to reset them.
export const serverLoopDelay = (child: ChildProcess) =>
  new Promise<LoopDelay>((resolve) => {
    child.once('message', resolve);
    child.send('loopDelay');
  });
