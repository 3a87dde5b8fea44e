import type { MessagePort } from 'node:worker_threads';
import type { ManuscriptFormat } from '@lorewright/domain/exports/export.events';
import type { Moving } from '../../workers/moving';
import { ownBytes } from '../../workers/ownBytes';
import type { Manuscript, ManuscriptWriter } from './manuscript';

// Compiling a manuscript on a thread of the work pool (tasks.ts `compileManuscript`): the
// format's writer lays the whole file out here, its progress goes back on `port` as percents,
// and the file's bytes are moved back, not copied. A writing holds at most 2,000,000
// characters, so the file is built in memory.

export interface ManuscriptTaskInput {
  manuscript: Manuscript;
  format: ManuscriptFormat;
  // Progress, 0 to 100; the task closes it when done.
  port?: MessagePort;
}

// Each writer's module (and its library) is loaded by the first compile of its format.
const WRITERS: Record<ManuscriptFormat, () => Promise<ManuscriptWriter>> = {
  epub: async () => (await import('./manuscriptEpub')).writeEpub,
  docx: async () => (await import('./manuscriptDocx')).writeDocx,
  pdf: async () => (await import('./manuscriptPdf')).writePdf,
  markdown: async () => (await import('./manuscriptMarkdown')).writeMarkdown,
};

export const compileManuscriptTask = async ({ manuscript, format, port }: ManuscriptTaskInput): Promise<Moving<Uint8Array>> => {
  try {
    const write = await WRITERS[format]();
    const bytes = ownBytes(await write(manuscript, (percent) => port?.postMessage(percent)));
    return { value: bytes, transfer: [bytes.buffer] };
  } finally {
    port?.close();
  }
};
