import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repoRoot } from '@lorewright/api/testing/serverProcess';
import type { RunningServer } from './server';
import type { ApiAnswer } from './serverApi';

const run = promisify(execFile);

type Api = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<ApiAnswer<T>>;

// The operator's CLI on the running server's stores, as an operator runs it: `ops grant-role
// <email> support`; answers once the person's session sees the role.
export async function grantSupportFromCli(server: () => RunningServer, api: Api, email: string, token: string) {
  const granted = await run(process.execPath, ['--import', 'tsx', 'ops/src/cli.ts', 'grant-role', email, 'support'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server().dataDir, LOG_LEVEL: 'warn' },
  });
  expect(granted.stdout).toMatch(/support/);
  await expect.poll(async () => (await api<{ user: { roles?: string[] } }>('POST', 'me', {}, token)).data.user.roles, { timeout: 15_000 }).toEqual(['support']);
}
