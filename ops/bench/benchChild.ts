import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

// A benchmark's server in a process of its own (scaleServer.ts, mixedServer.ts): its memory and
// CPU time, read from outside so the reading costs the server nothing, and its stop.

// The environment a benchmark's server starts with: as `npm run serve` and the image start the
// server, with libuv's thread pool at 16 threads and V8's young generation at 64 MB a half
// (`npm run bench` sets that for its own process too) unless the environment says otherwise.
export const serverProcessEnv = (): NodeJS.ProcessEnv => {
  const nodeOptions = process.env.NODE_OPTIONS ?? '';
  return {
    ...process.env,
    UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '16',
    NODE_OPTIONS: nodeOptions.includes('--max-semi-space-size') ? nodeOptions : `--max-semi-space-size=64 ${nodeOptions}`.trim(),
  };
};

// Resident and peak resident memory of a process, in MB (Linux).
export const memoryOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
};

// CPU time a process has used so far, user and system, in seconds (Linux: /proc/<pid>/stat,
// fields 14 and 15, in clock ticks of 1/100 s).
export const cpuSecondsOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name, which may itself hold ') '.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

// SIGTERM, and SIGKILL if it has not exited 10 s later.
export const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const cutOff = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(cutOff);
};
