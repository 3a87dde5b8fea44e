import { spawn } from 'node:child_process';
import path from 'node:path';

export interface HealthLatency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

// `/api/v1/health` latencies while `work` runs, probed from a separate process (healthProbe.ts).
export const healthDuring = async <T>(baseUrl: string, work: () => Promise<T>): Promise<{ result: T; health: HealthLatency }> => {
  const probe = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'healthProbe.ts'), `${baseUrl}/api/v1/health`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => probe.on('exit', () => resolve()));
  // The probe is running once its first answers are in.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  try {
    return { result: await work(), health: await finish() };
  } catch (error) {
    await finish();
    throw error;
  }

  async function finish(): Promise<HealthLatency> {
    probe.stdin.end();
    await exited;
    return JSON.parse(output) as HealthLatency;
  }
};
