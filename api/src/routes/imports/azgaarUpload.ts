import type { FastifyRequest } from 'fastify';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';

// The one file of an import's multipart body (field `file`), up to `limitBytes` (shared by the
// Azgaar and Kanka routes; kankaUpload.ts streams it to disk) — more than the
// image uploads' limit, so the route reads it itself. `check` runs once the file's part has
// begun and before any of its bytes are read: a refused sender's file is drained unread.
export interface ImportUploadTexts {
  noFile: string;
  tooLarge: string;
}

const tooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

export const openImportUpload = async (request: FastifyRequest, limitBytes: number, texts: ImportUploadTexts) => {
  if (!request.isMultipart()) throw invalid(texts.noFile);
  const asClientError = (error: unknown) => {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return tooLarge(texts.tooLarge);
    if (isDomainError(error) || (error as { statusCode?: number }).statusCode) return error;
    return invalid(mediaMessages.unreadableUpload);
  };
  const file = await request.file({ limits: { fileSize: limitBytes, files: 1 } }).catch((error: unknown) => {
    throw asClientError(error);
  });
  if (!file) throw invalid(texts.noFile);
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw invalid(texts.noFile);
  }
  return { file, asClientError, tooLarge: () => tooLarge(texts.tooLarge) };
};

// The whole file in memory (an Azgaar .map: text, at most 50 MB).
export const readImportUpload = async (request: FastifyRequest, limitBytes: number, texts: ImportUploadTexts, check: () => Promise<void>) => {
  const { file, asClientError, tooLarge: refuseSize } = await openImportUpload(request, limitBytes, texts);
  try {
    await check();
  } catch (error) {
    file.file.resume();
    throw error;
  }
  const bytes = await file.toBuffer().catch((error: unknown) => {
    throw asClientError(error);
  });
  if (file.file.truncated) throw refuseSize();
  if (bytes.byteLength === 0) throw invalid(texts.noFile);
  return bytes;
};
