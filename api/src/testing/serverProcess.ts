import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts the real server as a child process, the way `npm run serve` runs it, on a free port,
// and waits until GET /api/v1/health answers. Used by the crash-recovery test and the browser
// journeys (web/e2e).

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcessOptions {
  // Reused across restarts when given (and then kept); otherwise a fresh temp folder, removed by stop().
  dataDir?: string;
  env?: Record<string, string>;
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  // SIGTERM (SIGKILL after 10 s), then removes a temp data folder.
  stop(): Promise<void>;
  // Sends a signal and resolves with the exit code (null when killed by the signal).
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lorewright-server-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    // PUBLIC_URL is where the payment provider sends the browser back: the same origin as the tests'.
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const removeDataDir = () => (ownDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve());

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stopChild(child, exited);
    await removeDataDir();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      await stopChild(child, exited);
      await removeDataDir();
    },
    kill: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port found.'))));
    });
  });
}

// Keeps the last lines the server printed, to explain a failed start.
function captureOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start-up (code ${child.exitCode}).\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer GET /api/v1/health with 200 within ${STARTUP_TIMEOUT_MS} ms.\n${output()}`);
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
