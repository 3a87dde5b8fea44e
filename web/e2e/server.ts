import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startServerProcess, type ServerProcess } from '@lorewright/api/testing/serverProcess';

// The real server (API + built SPA on one port) with a fresh data folder. It builds nothing:
// the test command runs `vite build web` first, so web/dist must already exist.
export type RunningServer = ServerProcess;

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web first (npx vite build web).');
  }
  return startServerProcess({ env });
}
