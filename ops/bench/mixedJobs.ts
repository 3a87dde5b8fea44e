import { setTimeout as sleep } from 'node:timers/promises';
import type { ExportStatusView } from '@lorewright/domain/exports/exportMessages';
import { multipart } from './benchMultipart';
import { RequestFailed, type Send } from './mixedClient';
import { latencyOf, type Recorder } from './mixedRecorder';
import type { SeededSession } from './sessionSeed';

// The one export and the one import running beside the simulated people for the whole window:
// as soon as one finishes (and a second's pause), the next starts. An export is started, its
// status asked every second as the web client does, its ZIP downloaded; an import sends the
// ZIP of an export to POST import/world, each time as a new person (an import fills its
// importer's media quota).

const JOB_TIMEOUT_MS = 180_000;
// As often as the web client asks (web/src/lib/exports.ts).
const EXPORT_POLL_MS = 1_000;

export const exportWorld = async (send: Send, recorder: Recorder, token: string, worldID: string) => {
  const job = { token, kind: 'job' } as const;
  const { exportId } = await send<{ exportId: string }>({ method: 'POST', url: 'export/world', json: { worldID }, ...job });
  for (;;) {
    await sleep(EXPORT_POLL_MS);
    const { status } = await send<ExportStatusView>({ method: 'GET', url: `export/${exportId}`, ...job });
    if (status === 'completed') break;
    if (status !== 'pending' && status !== 'running') {
      recorder.failed('export', status, `export ${exportId} ended ${status}`);
      throw new RequestFailed(`export ${exportId}: ${status}`);
    }
  }
  return exportId;
};

// The ZIP the showcase world exports to: the import's file.
export const exportedZip = async (send: Send, recorder: Recorder, baseUrl: string, token: string, worldID: string) => {
  const exportId = await exportWorld(send, recorder, token, worldID);
  const res = await fetch(`${baseUrl}/api/v1/export/${exportId}/download`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export download: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
};

// Runs `job` again and again until `until`; how long each took, and how many failed.
const keepRunning = async (until: number, job: (n: number) => Promise<void>) => {
  const took: number[] = [];
  let failed = 0;
  for (let n = 0; Date.now() < until; n++) {
    const started = performance.now();
    try {
      await job(n);
      took.push(performance.now() - started);
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      failed++;
    }
    await sleep(1_000);
  }
  return { ...latencyOf(took), failed };
};

export const exportLane = (send: Send, recorder: Recorder, until: number, exporter: SeededSession, worldID: string) =>
  keepRunning(until, async () => {
    const exportId = await exportWorld(send, recorder, exporter.token, worldID);
    await send({ method: 'GET', url: `export/${exportId}/download`, kind: 'job', token: exporter.token, timeoutMs: JOB_TIMEOUT_MS });
  });

export const importLane = (send: Send, until: number, importers: readonly SeededSession[], zip: Buffer) =>
  keepRunning(until, async (n) => {
    const form = await multipart({}, { field: 'file', bytes: zip, name: 'lorewright-export.zip', type: 'application/zip' });
    const { token } = importers[n % importers.length];
    await send({ method: 'POST', url: 'import/world', kind: 'job', form, token, timeoutMs: JOB_TIMEOUT_MS });
  });
