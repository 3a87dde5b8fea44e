import { fork } from 'node:child_process';
import path from 'node:path';
import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import { serverProcessEnv } from './benchChild';
import type { ElementServerCall, ElementServerReady } from './elementServer';

// What the element cases (elementCases.ts) need of a server: its address, the signed-in author,
// the author's public world, and a way to grant the author a paid feature. The in-process bench
// server has them, and so has the forked one below.
export interface ElementServer extends ElementServerReady {
  grant(feature: PaidFeature): Promise<void>;
}

// The elements benchmark's server forked in a process of its own (elementServer.ts); resolves
// once it listens.
export const startElementServer = async (dir: string): Promise<ElementServer & { close(): Promise<void> }> => {
  const child = fork(path.join(import.meta.dirname, 'elementServer.ts'), [dir], {
    env: serverProcessEnv(),
    // BENCH_SERVER_PROFILE=<dir>: the server writes its CPU profile there when it stops.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (call: ElementServerCall) =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.send(call, (error) => error && reject(error));
    });
  const ready = await new Promise<ElementServerReady>((resolve, reject) => {
    child.once('message', (message: ElementServerReady) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the elements benchmark's server exited with ${code} before it listened`)));
  });
  return {
    ...ready,
    grant: async (feature) => void (await ask({ grant: feature })),
    close: async () => {
      child.send('close');
      await exited;
    },
  };
};
