import { MessageChannel } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ManuscriptFormat } from '@lorewright/domain/exports/export.events';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { canEditElement } from '@lorewright/domain/worlds/worldAccess';
import { inProcessWork, type WorkPool } from '../../workers/workPool';
import type { ExportSources } from '../exportContent';
import type { ExportProgress } from '../exportZip';
import { manuscriptOf } from './manuscript';

export interface ManuscriptRequest {
  userId: string;
  writingId: string;
  format: ManuscriptFormat;
  compiledAt: Date;
}

// A writing of at most 2,000,000 characters is laid out well within this, or the compile fails.
const COMPILE_TIMEOUT_MS = 5 * 60_000;

// Compiles a writing into one file (manuscript.ts) and writes it to `output`: the writing is read
// here as its author sees it, the file is made on a thread of the work pool
// (manuscriptTask.ts), or on this one without. Reading takes the first 5% of the progress, the
// compile the next 90. Throws, having written nothing, when the writing is gone, a folder or no
// longer editable by its requester (the job runs after the request was checked, and a role or an
// override may have changed since).
export const writeManuscript = async (
  sources: Pick<ExportSources, 'writings' | 'worlds'>,
  { userId, writingId, format, compiledAt }: ManuscriptRequest,
  output: Writable,
  onProgress: ExportProgress = () => {},
  work: WorkPool = inProcessWork,
) => {
  const writing = await sources.writings.writingById(writingId);
  const world = writing ? await sources.worlds.worldById(writing.worldID) : null;
  if (!writing || !world || !canEditElement(world, 'writing', writing._id, userId)) throw new Error(m.writingGone);
  if (writing.isFolder) throw new Error(m.folderNotCompiled);
  void Promise.resolve(onProgress(5)).catch(() => {});

  const { port1: progress, port2 } = new MessageChannel();
  progress.on('message', (percent: number) => void Promise.resolve(onProgress(5 + Math.floor(percent * 0.9))).catch(() => {}));
  let bytes: Uint8Array;
  try {
    bytes = await work.run(
      'compileManuscript',
      { manuscript: manuscriptOf(writing, compiledAt), format, port: port2 },
      { transfer: [port2], timeoutMs: COMPILE_TIMEOUT_MS },
    );
  } finally {
    progress.close();
  }
  output.end(bytes);
  await finished(output);
  return { bytes: bytes.byteLength };
};
