import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';

// Multipart uploads (avatars, world headers, later element images), registered once. The
// limits stop reading at one file of at most the per-file limit, so an oversized upload is
// answered 413 with {error} before it is held in memory.
export const useUploads = async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_FILE_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
};

// The error envelope answers any error with a 4xx statusCode with its message.
const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

// The bytes of the multipart field `field` (the spec's uploads send `file`).
// A malformed body (no boundary, cut short) makes the multipart parser throw a plain Error: the
// client's fault, so a 400. Its own 4xx errors and ours pass through.
const asClientError = (request: FastifyRequest, error: unknown) => {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return payloadTooLarge(m.tooLarge);
  if (isDomainError(error) || (error as { statusCode?: number }).statusCode) return error;
  return invalid(m.unreadableUpload);
};

// The bytes of the multipart field `field` (the spec's uploads send `file`).
export const readUpload = async (request: FastifyRequest, field = 'file'): Promise<Uint8Array> => {
  if (!request.isMultipart()) throw invalid(m.noFile);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw invalid(m.noFile);
    const bytes = await file.toBuffer();
    // Over a real socket the parser may stop at the limit and hand back the first part without
    // throwing; a cut-off file is still too large.
    if (file.file.truncated) throw payloadTooLarge(m.tooLarge);
    if (bytes.byteLength === 0) throw invalid(m.noFile);
    return bytes;
  } catch (error) {
    throw asClientError(request, error);
  }
};
