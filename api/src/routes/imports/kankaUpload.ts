import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { invalid } from '@lorewright/domain/shared/errors';
import { openImportUpload, type ImportUploadTexts } from './azgaarUpload';

// The upload streamed to a fresh temp file (a Kanka export may be hundreds of MB; memory stays
// flat). `use` gets its path; the folder is removed afterwards whatever happens.
export const withUploadedFile = async <T>(
  request: FastifyRequest,
  limitBytes: number,
  texts: ImportUploadTexts,
  check: () => Promise<void>,
  use: (file: string) => Promise<T>,
): Promise<T> => {
  const { file, asClientError, tooLarge } = await openImportUpload(request, limitBytes, texts);
  try {
    await check();
  } catch (error) {
    file.file.resume();
    throw error;
  }
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lorewright-import-'));
  try {
    const target = path.join(folder, 'upload.zip');
    await pipeline(file.file, fs.createWriteStream(target, { flags: 'wx' })).catch((error: unknown) => {
      throw asClientError(error);
    });
    if (file.file.truncated) throw tooLarge();
    if ((await fs.promises.stat(target)).size === 0) throw invalid(texts.noFile);
    return await use(target);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
};
