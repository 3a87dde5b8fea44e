import { fork } from 'node:child_process';
import path from 'node:path';
import { serverProcessEnv, stopChild } from './benchChild';
import type { CoTypingReady, ServerMemory } from './coTypingProtocol';

// The co-typing benchmark's server (coTypingServer.ts) or the bare relay (coTypingRelay.ts),
// forked with --expose-gc so its memory can be read after a collection; resolves once it listens.
export const startCoTypingProcess = async (script: 'coTypingServer.ts' | 'coTypingRelay.ts', args: string[] = []) => {
  const child = fork(path.join(import.meta.dirname, script), args, {
    env: serverProcessEnv(),
    // BENCH_SERVER_PROFILE=<dir>: the process writes its CPU profile there when it stops.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<CoTypingReady>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it listened`)));
    });
    return {
      ...ready,
      pid: child.pid!,
      memory: () =>
        new Promise<ServerMemory>((resolve) => {
          child.once('message', resolve);
          child.send('memory');
        }),
      stop: () => stopChild(child),
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
};

export type CoTypingProcess = Awaited<ReturnType<typeof startCoTypingProcess>>;
